import Foundation
import XCTest

/// The type-check stub keeps Apple's exact overloads, so the golden After files prove their
/// neutral values are right: a `1` where a CGSize is needed, `nil` for a transition, `0` for an
/// Angle, a Transition-only member where an AnyTransition is needed, or arguments in the wrong
/// order must all fail to compile, while the forms motionfix writes must compile.
final class GoldenStubSanityTests: XCTestCase {
    private struct Probe {
        let code: String
        let compiles: Bool
        init(_ code: String, compiles: Bool) {
            self.code = code
            self.compiles = compiles
        }
    }

    private static let probes: [Probe] = [
        // offset
        Probe(#"Text("").offset(flag ? 0 : dragSize)"#, compiles: false),
        Probe(#"Text("").offset(flag ? .zero : dragSize)"#, compiles: true),
        Probe(#"Text("").offset(x: flag ? 0 : x, y: flag ? 0 : (on ? 0 : -40))"#, compiles: true),
        Probe(#"Circle().offset(flag ? .zero : point)"#, compiles: true),
        // scaleEffect
        Probe(#"Text("").scaleEffect(flag ? 1 : CGSize(width: 2, height: 2))"#, compiles: false),
        Probe(#"Text("").scaleEffect(flag ? 1 : dragSize)"#, compiles: false),
        Probe(#"Text("").scaleEffect(flag ? CGSize(width: 1, height: 1) : dragSize)"#, compiles: true),
        Probe(#"Text("").scaleEffect(flag ? 1 : (on ? 1.05 : 1), anchor: .bottom)"#, compiles: true),
        Probe(#"Text("").scaleEffect(x: flag ? 1 : x, y: 1, anchor: .leading)"#, compiles: true),
        Probe(#"Text("").scaleEffect(flag ? 1 : (try! zoom()))"#, compiles: true),
        // rotationEffect / rotation3DEffect
        Probe(#"Text("").rotationEffect(flag ? 0 : angle)"#, compiles: false),
        Probe(#"Text("").rotationEffect(flag ? .zero : angle, anchor: .center)"#, compiles: true),
        Probe(#"Text("").rotation3DEffect(flag ? 0 : angle, axis: (x: 0, y: 1, z: 0))"#, compiles: false),
        Probe(#"Text("").rotation3DEffect(flag ? .zero : .degrees(on ? 180 : 0), axis: (x: 0, y: 1, z: 0))"#, compiles: true),
        // transition
        Probe(#"Text("").transition(flag ? nil : .slide)"#, compiles: false),
        Probe(#"Text("").transition(flag ? .opacity : .move(edge: .top))"#, compiles: true),
        Probe(#"Text("").transition(flag ? .opacity : .blurReplace)"#, compiles: false),
        Probe(#"Text("").transition(flag ? .opacity : AnyTransition(.blurReplace))"#, compiles: true),
        Probe(#"Text("").transition(flag ? .opacity : AnyTransition(.symbolEffect))"#, compiles: true),
        // animation
        Probe(#"Text("").animation(flag ? nil : .spring(), value: x)"#, compiles: true),
        Probe(#"Text("").animation(flag ? .easeInOut(duration: 0.15) : .bouncy, value: x)"#, compiles: true),
        Probe(#"Text("").animation(flag ? .easeInOut(duration: 0.15) : .spring())"#, compiles: true),
        Probe(#"Button("") { withAnimation(flag ? .easeInOut(duration: 0.15) : .default) {} }"#, compiles: true),
        Probe(#"Button("") { withAnimation(flag ? nil : .linear.repeatForever()) { on = true } }"#, compiles: true),
        Probe(#"Button("") { withAnimation(flag ? .easeInOut(duration: 0.15) : .spring) { on = true } completion: { x = 0 } }"#, compiles: true),
        Probe(#"Button("") { _ = Transaction(animation: flag ? .easeInOut(duration: 0.15) : .spring(duration: 0.4)) }"#, compiles: true),
        Probe(#"Toggle("", isOn: $on.animation(flag ? .easeInOut(duration: 0.15) : .default))"#, compiles: true),
        // continuous motion
        Probe(#"TimelineView(.animation(paused: flag)) { _ in Text("") }"#, compiles: true),
        Probe(#"TimelineView(.animation(minimumInterval: 0.5, paused: flag)) { _ in Text("") }"#, compiles: true),
        Probe(#"TimelineView(.animation(paused: flag, minimumInterval: 0.5)) { _ in Text("") }"#, compiles: false),
        Probe(#"Image(systemName: "wifi").symbolEffect(.pulse, isActive: !flag)"#, compiles: true),
        Probe(#"Image(systemName: "wifi").symbolEffect(.variableColor, options: .repeating, isActive: !flag)"#, compiles: true),
        Probe(#"Image(systemName: "wifi").symbolEffect(.pulse, isActive: !flag, options: .repeating)"#, compiles: false),
        Probe("""
        Text("").keyframeAnimator(initialValue: 0.0, repeating: !flag) { view, value in
                    view.opacity(value)
                } keyframes: { _ in
                    LinearKeyframe(1.0, duration: 0.3)
                }
        """, compiles: true),
        // the animator views (manual findings): what their suggestions tell a person to write
        Probe("""
        KeyframeAnimator(initialValue: 1.0, repeating: !flag) { scale in
                    Text("").scaleEffect(scale)
                } keyframes: { _ in
                    LinearKeyframe(1.2, duration: 0.3)
                }
        """, compiles: true),
        Probe(#"PhaseAnimator([0.0, 1.0]) { phase in Text("").offset(y: phase) } animation: { _ in flag ? nil : .bouncy }"#, compiles: true),
        Probe(#"PhaseAnimator([0.0, 1.0], trigger: x) { phase in Text("").offset(y: phase) }"#, compiles: true),
    ]

    private static func source(for probe: Probe) -> String {
        """
        import SwiftUI

        struct Probe: View {
            @Environment(\\.accessibilityReduceMotion) private var flag
            @State private var dragSize = CGSize(width: 2, height: 2)
            @State private var point = CGPoint(x: 2, y: 2)
            @State private var angle = Angle.degrees(10)
            @State private var x: CGFloat = 1
            @State private var on = false

            private func zoom() throws -> CGFloat { 1.2 }

            var body: some View {
                \(probe.code)
            }
        }

        """
    }

    func testTheProbeCompilesWithoutAModifier() {
        let outcome = SwiftcHarness.typecheck(source: Self.source(for: Probe(#"Text("")"#, compiles: true)))
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics)
    }

    func testWrongNeutralsFailAndTheRewrittenFormsCompile() {
        let outcomes = SwiftcHarness.parallelMap(Self.probes) { probe in
            SwiftcHarness.typecheck(source: Self.source(for: probe))
        }
        for (probe, outcome) in zip(Self.probes, outcomes) where outcome.succeeded != probe.compiles {
            if probe.compiles {
                XCTFail("should type-check against the stub but does not: \(probe.code)\n\(outcome.errors.joined(separator: "\n"))")
            } else {
                XCTFail("should NOT type-check against the stub (a wrong neutral would slip through): \(probe.code)")
            }
        }
    }

    func testTheUIKitStubCoversTheAnimateVariants() {
        let outcome = SwiftcHarness.typecheck(source: """
        import UIKit

        final class Probe: UIView {
            func run() {
                UIView.animate(withDuration: 0.2) { self.alpha = 0 }
                UIView.animate(withDuration: 0.2, animations: { self.alpha = 0 }, completion: { _ in })
                UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction],
                               animations: { self.alpha = 1 }, completion: nil)
                UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                               options: [], animations: { self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) })
                if UIAccessibility.isReduceMotionEnabled { backgroundColor = UIColor.systemBackground }
            }
        }

        """)
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics)
    }
}
