import SwiftUI

/// The handle drags the sheet through the shared model; the sheet reads it: it follows a finger.
struct ModelDragHandle: View {
    let model: ModelDragSheetModel

    var body: some View {
        Capsule()
            .gesture(DragGesture().onChanged { value in model.offset = value.translation.height })
    }
}

struct ModelDragSheet: View {
    @State private var model = ModelDragSheetModel()
    @State private var pagerOffset: CGFloat = 0
    @State private var pullDistance: CGFloat = 0
    let pageWidth: CGFloat = 300
    let columns = 3
    let count = 7

    var body: some View {
        VStack {
            ModelDragHandle(model: model)
            RoundedRectangle(cornerRadius: 20)
                .offset(y: model.offset)
                .animation(.spring(), value: model.offset)
            // A page indicator that follows the pager's drag.
            Capsule()
                .offset(x: -pagerOffset / pageWidth * 12)
                .gesture(DragGesture().onChanged { pagerOffset = $0.translation.width })
            // "Release to refresh": the arrow turns with the pull distance from the scroll position.
            Image(systemName: "arrow.down")
                .rotationEffect(.degrees(pullDistance > 80 ? 180 : 0))
                .onPreferenceChange(ModelDragPullKey.self) { pullDistance = $0 }
            // The last row of a grid centred by a helper: layout.
            ForEach(0..<count, id: \.self) { index in
                Circle().offset(x: lastRowInset(for: index))
            }
        }
    }

    private func lastRowInset(for index: Int) -> CGFloat {
        let remainder = count % columns
        return index >= count - remainder ? CGFloat(columns - remainder) * 20 : 0
    }
}

struct ModelDragPullKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
