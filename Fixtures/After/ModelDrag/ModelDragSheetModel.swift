import Observation
import SwiftUI

/// A model whose offset another view's drag handler writes.
@Observable
final class ModelDragSheetModel {
    var offset: CGFloat = 0
}
