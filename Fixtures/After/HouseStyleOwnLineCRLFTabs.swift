import SwiftUI

/// CRLF and tabs: both lines of the two-line property keep them.
struct HouseStyleOwnLineCRLFTabsChip: View {
	@Environment(\.accessibilityReduceMotion)
	private var reduceMotion
	@Binding
	var selected: Bool

	var body: some View {
		Text("Chip")
			.scaleEffect(selected ? 1.1 : 1)
			.animation(reduceMotion ? nil : .bouncy, value: selected)
	}
}
