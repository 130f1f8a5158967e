import SwiftUI

/// CRLF and tabs: both lines of the two-line property keep them.
struct HouseStyleOwnLineCRLFTabsChip: View {
	@Binding
	var selected: Bool

	var body: some View {
		Text("Chip")
			.scaleEffect(selected ? 1.1 : 1)
			.animation(.bouncy, value: selected)
	}
}
