import SwiftUI

/// Every place an endless animation can be given.
struct RepeatForeverVariantsRecorder: View {
    @State private var recording = false
    @State private var breathing = false

    var body: some View {
        VStack {
            Circle()
                .scaleEffect(breathing ? 1.1 : 1)
                .animation(.spring().repeatForever(), value: breathing)
            Text("REC")
                .opacity(recording ? 0.4 : 1)
                .animation(Animation.linear(duration: 0.6).repeatForever(autoreverses: true))
            Toggle("Record", isOn: $recording.animation(.easeInOut.repeatForever()))
            Button("Breathe") {
                let transaction = Transaction(animation: .easeInOut(duration: 2).repeatForever())
                withTransaction(transaction) { breathing = true }
            }
        }
    }
}
