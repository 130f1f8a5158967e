import SwiftUI

/// `#Preview` needs a macro the Linux type-check stub cannot provide, so this file is only
/// parsed. Preview bodies are skipped silently; the view above them is still fixed.
struct ParseOnlyPreviewCounter: View {
    let count: Int

    var body: some View {
        Text("\(count)").scaleEffect(count.isMultiple(of: 2) ? 1 : 1.2)
    }
}

#Preview {
    ParseOnlyPreviewCounter(count: 3)
        .offset(y: 10 * Double.random(in: 0...1))
        .animation(.spring(), value: 3)
}

#Preview("Dark") {
    ParseOnlyPreviewCounter(count: 4).transition(.slide)
}
