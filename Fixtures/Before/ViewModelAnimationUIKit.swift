import SwiftUI
import UIKit

/// A file built for UIKit only reads the setting inline.
@MainActor
final class ViewModelAnimationSheet: ObservableObject {
    @Published var sheetLift: CGFloat = 0

    func raise() {
        withAnimation(.easeOut(duration: 0.3)) { sheetLift = -200 }
    }
}

struct ViewModelAnimationSheetView: View {
    @ObservedObject var sheet: ViewModelAnimationSheet

    var body: some View {
        Color.blue
            .frame(height: 300)
            .offset(y: sheet.sheetLift)
    }
}
