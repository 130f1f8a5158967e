import SwiftUI

/// Rows that slide and grow in one after another on appear, their state kept in an array.
struct SubscriptEntranceList: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let titles: [String]
    @State private var appeared: [Bool] = [false, false, false]

    var body: some View {
        VStack {
            ForEach(0..<3) { i in
                Text(titles[i])
                    .offset(x: reduceMotion ? 0 : (appeared[i] ? 0 : 40))
                    .scaleEffect(reduceMotion ? 1 : (appeared[i] ? 1 : 0.8))
                    .opacity(appeared[i] ? 1 : 0)
                    .onAppear {
                        withAnimation(.spring().delay(Double(i) * 0.1)) {
                            appeared[i] = true
                        }
                    }
            }
        }
    }
}
