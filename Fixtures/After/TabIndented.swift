import SwiftUI

/// A tab-indented file gets a tab-indented property.
struct TabIndentedChip: View {
	@Environment(\.accessibilityReduceMotion) private var reduceMotion
	@State private var selected = false

	var body: some View {
		Text("Chip")
			.offset(y: reduceMotion ? 0 : (selected ? 0 : -2))
			.onAppear { selected = true }
	}
}
