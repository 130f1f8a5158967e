import SwiftUI

/// Look-alike code in comments and strings is never a site.
struct CommentsAndStringsHelp: View {
    // .offset(y: isShown ? 0 : 40)
    /* .scaleEffect(pressed ? 0.9 : 1)
       /* nested: withAnimation(.spring()) { } */ */
    /// Example: `.transition(.slide)`
    let snippet = ".rotationEffect(.degrees(angle))"
    let rawSnippet = #"withAnimation(.bouncy) { x = "\(y)" }"#
    let block = """
        Text("x").animation(.spring(), value: v)
        .offset(x: drag.width)
        """
    let rawBlock = #"""
        .scaleEffect(\#("pressed ? 0.9 : 1"))
        withAnimation(.spring()) { }
        """#
    let interpolated = "\(".offset(y: lift)".count) characters"

    var body: some View {
        Text(snippet + rawSnippet + block + rawBlock + interpolated)
    }
}
