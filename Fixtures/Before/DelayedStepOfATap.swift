import Foundation
import SwiftUI

/// A tap that changes a state now and another a moment later (`asyncAfter`, a timer that does not
/// repeat): the later change is a step of the tap, a lasting state, not a timer's doing. The bars
/// end as a cross, so their offsets are kept, and the animations that drive them are turned off.
struct DelayedStepOfATapIcon: View {
    @State private var turned = false
    @State private var joined = false

    var body: some View {
        ZStack {
            Rectangle()
                .frame(width: 40, height: 10)
                .rotationEffect(.degrees(turned ? -45 : 0))
                .offset(x: joined ? -10 : 0, y: joined ? -18 : 0)
            Rectangle()
                .frame(width: 10, height: 40)
                .rotationEffect(.degrees(turned ? -45 : 0))
                .offset(x: joined ? 10 : 0, y: joined ? -8 : 0)
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.3)) { turned.toggle() }
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                withAnimation(.easeInOut(duration: 0.5)) { joined.toggle() }
            }
        }
    }
}
