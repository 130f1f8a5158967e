import SwiftUI

/// A tab-indented file gets a tab-indented property.
struct TabIndentedChip: View {
	@State private var selected = false

	var body: some View {
		Text("Chip")
			.offset(y: selected ? 0 : -2)
			.onAppear { selected = true }
	}
}
