import SwiftUI

/// A state read in the getter of a computed property does what the property does where it is
/// read. Here the backdrop's dimming is computed from the state: the animation only fades it and
/// is left alone.
struct ComputedPropertyReadsBackdrop: View {
    @State private var appeared = false

    private var dimming: Double {
        if appeared {
            return 0.3
        } else {
            return 0
        }
    }

    var body: some View {
        Color.black
            .opacity(dimming)
            .onAppear {
                withAnimation {
                    appeared = true
                }
            }
    }
}

/// The panel's height is computed from the state: the spring resizes it (layout), so it is
/// turned off under Reduce Motion.
struct ComputedPropertyReadsPanel: View {
    @State private var expanded = false

    private var panelHeight: CGFloat { expanded ? 240 : 80 }

    var body: some View {
        VStack {
            Text("Details")
        }
        .frame(height: panelHeight)
        .onTapGesture {
            withAnimation(.spring()) {
                expanded.toggle()
            }
        }
    }
}
