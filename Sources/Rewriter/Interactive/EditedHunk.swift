/// A hunk as the user edited it with `e`: one replacement of the bytes that differ from the
/// file, and the hosts whose `@Environment` property the new text reads.
struct EditedHunk {
    /// The replacement, with the smallest range that holds every difference.
    let edit: Edit
    /// Host keys of the hunk whose property name the new text uses.
    let reads: Set<String>
}
