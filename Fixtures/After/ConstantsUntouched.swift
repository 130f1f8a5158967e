import SwiftUI

enum ConstantsUntouchedLayout {
    static let inset: CGFloat = 6
}

/// Constant offsets, scales and rotations are layout, not motion: nothing changes.
struct ConstantsUntouchedIcon: View {
    var body: some View {
        ZStack {
            Image(systemName: "star")
                .offset(y: -40)
                .offset(x: ConstantsUntouchedLayout.inset * 2, y: -ConstantsUntouchedLayout.inset)
                .offset(CGSize(width: 4, height: 0))
                .scaleEffect(0.8)
                .scaleEffect(x: -1, y: 1)
                .rotationEffect(.degrees(90))
                .rotationEffect(Angle(degrees: -45), anchor: .topLeading)
                .rotation3DEffect(.degrees(12), axis: (x: 1, y: 0, z: 0))
        }
    }
}

/// A constant chosen per OS version (`if #available`) places the label: layout, left alone.
struct ConstantsUntouchedAxisLabel: View {
    var body: some View {
        let shift: CGFloat = if #available(iOS 27.0, *) { -8 } else { 0 }
        Text("Jan")
            .offset(x: shift, y: 2)
    }
}
