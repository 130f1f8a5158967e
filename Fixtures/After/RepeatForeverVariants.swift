import SwiftUI

/// Every place an endless animation can be given.
struct RepeatForeverVariantsRecorder: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var recording = false
    @State private var breathing = false

    var body: some View {
        VStack {
            Circle()
                .scaleEffect(reduceMotion ? 1 : (breathing ? 1.1 : 1))
                .animation(reduceMotion ? nil : .spring().repeatForever(), value: breathing)
            Text("REC")
                .opacity(recording ? 0.4 : 1)
                .animation(reduceMotion ? nil : Animation.linear(duration: 0.6).repeatForever(autoreverses: true))
            Toggle("Record", isOn: $recording.animation(.easeInOut.repeatForever()))
            Button("Breathe") {
                let transaction = Transaction(animation: reduceMotion ? nil : .easeInOut(duration: 2).repeatForever())
                withTransaction(transaction) { breathing = true }
            }
        }
    }
}
