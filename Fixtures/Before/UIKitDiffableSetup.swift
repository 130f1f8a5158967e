import UIKit

/// A data source applied with no items moves no row; one applied through an optional reference
/// animates by default like any other; a layout pass in a keyboard handler follows the keyboard.
final class UIKitDiffableSetupController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    func configure() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        dataSource?.apply(snapshot, animatingDifferences: true)
    }

    func show(_ names: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(names)
        dataSource?.apply(snapshot)
    }

    func keyboardWillShow(_ notification: Notification) {
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
