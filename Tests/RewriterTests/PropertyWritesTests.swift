import Foundation
import XCTest
@testable import Rewriter

/// The first pass finds a file's model writes with a light scan when the file names no gesture
/// and no measurement; it must find what the full provenance pass finds. Checked on every
/// fixture, and on any directory named by `MOTIONFIX_CORPUS` (real apps, not committed).
final class PropertyWritesTests: XCTestCase {
    func testLightScanFindsWhatTheProvenancePassFinds() throws {
        var compared = 0
        for path in Fixtures.scannedPaths {
            guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
                  let file = try? SourceFile(path: path, bytes: bytes) else { continue }
            let structure = FileStructure(file: file)
            let full = FileFacts(structure: structure).propertyWrites
            let light = PropertyWrites.of(structure)
            XCTAssertEqual(Set(full.keys), Set(light.keys), path)
            for (name, origins) in full {
                XCTAssertEqual(origins.intersection([.gesture, .measured]), light[name]?.intersection([.gesture, .measured]), "\(path): \(name)")
            }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 100)
    }
}
