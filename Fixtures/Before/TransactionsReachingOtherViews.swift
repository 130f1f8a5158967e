import Foundation
import SwiftUI

/// Transactions whose changes reach other views. A row removed from a collection in place
/// (`removeAll { … }`) makes the others slide into its room: the animation is turned off. A binding
/// written in `withAnimation` is read by the view that passes it, which motionfix does not follow
/// from here: what it animates is not known, so a plain curve is left as it is (a spring would be
/// left for a person).
struct TransactionsReachingOtherViewsChips: View {
    @State private var chips = ["Swift", "UIKit", "SwiftUI"]

    var body: some View {
        HStack {
            ForEach(chips, id: \.self) { chip in
                Text(chip)
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            chips.removeAll { $0 == chip }
                        }
                    }
            }
        }
    }
}

struct TransactionsReachingOtherViewsHeader: View {
    @Binding var collapsed: Bool

    var body: some View {
        Button("Collapse") {
            withAnimation(.easeInOut) {
                collapsed.toggle()
            }
        }
    }
}

/// A stagger (a delay that grows with the index) keeps no delay under Reduce Motion: the letters
/// would still ripple, one jump each. A face turned 0.3 s after a tap, inside a method the tap
/// calls, is a step of the tap: its counter-rotation is kept, the card's turn is turned off.
struct TransactionsReachingOtherViewsLetters: View {
    let letters = Array("Hello")
    @State private var dragged = CGSize.zero

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<letters.count, id: \.self) { index in
                Text(String(letters[index]))
                    .offset(dragged)
                    .animation(.default.delay(Double(index) / 20), value: dragged)
            }
        }
        .gesture(DragGesture().onChanged { dragged = $0.translation }.onEnded { _ in dragged = .zero })
    }
}

struct TransactionsReachingOtherViewsCounter: View {
    @State private var isFront = true
    @State private var angle = 0.0

    var body: some View {
        Text(isFront ? "1" : "2")
            .rotation3DEffect(.degrees(isFront ? 0 : 180), axis: (x: 0, y: 1, z: 0))
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
            .animation(.linear(duration: 0.6), value: angle)
            .onTapGesture { flip() }
    }

    func flip() {
        angle += 180
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            isFront.toggle()
        }
    }
}
