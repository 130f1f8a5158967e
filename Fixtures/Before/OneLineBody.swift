import SwiftUI

/// A host written on one line is broken open after its brace.
struct OneLineBodyDot: View { let on: Bool; var body: some View { Circle().offset(x: on ? 8 : 0) } }
