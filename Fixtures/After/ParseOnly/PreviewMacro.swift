import SwiftUI
import Observation

/// `#Preview` and `@Observable` need macros, which the type-check stub cannot provide: this
/// group is only parsed.
@Observable
final class ParseOnlyPreviewModel {
    var count = 0

    func bump() {
        withAnimation(.bouncy) { count += 1 }
    }
}

struct ParseOnlyPreviewCounter: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let model: ParseOnlyPreviewModel

    var body: some View {
        Text("\(model.count)").scaleEffect(reduceMotion ? 1 : (model.count.isMultiple(of: 2) ? 1 : 1.2))
    }
}

#Preview {
    ParseOnlyPreviewCounter(model: ParseOnlyPreviewModel())
        .offset(y: 10 * Double.random(in: 0...1))
}
