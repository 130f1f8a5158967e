/// The words synthetic code is made of: what an app's types, labels and icons are called.
enum SyntheticVocabulary {
    static let nouns = [
        "Profile", "Feed", "Timeline", "Message", "Conversation", "Photo", "Album", "Order", "Cart",
        "Account", "Notification", "Search", "Place", "Event", "Reminder", "Note", "Playlist", "Track",
        "Recipe", "Workout", "Forecast", "Invoice", "Contact", "Booking", "Ticket", "Article", "Comment",
        "Badge", "Goal", "Habit", "Expense", "Budget", "Device", "Episode", "Channel", "Story", "Offer",
        "Review", "Route", "Subscription",
    ]

    static let viewRoles = [
        "View", "Card", "Row", "Header", "Screen", "Sheet", "Panel", "Section", "Cell", "Footer",
        "Toolbar", "Tile", "ListView", "DetailView", "Editor", "Picker", "Summary", "EmptyState",
    ]

    static let phrases = [
        "Welcome back", "No items yet", "Try again", "Sign in to continue", "See all", "Show more",
        "Saved to your library", "Something went wrong", "Pull to refresh", "Add to favorites",
        "Share with friends", "Last updated just now", "Tap to edit", "Continue", "Cancel", "Done",
        "Delete", "Archive", "Mark as read", "Turn on notifications", "Your weekly summary",
        "Recently viewed", "Recommended for you", "Nothing here", "Settings", "Privacy", "Help",
        "Choose a plan", "Upgrade to Pro", "Free shipping over $50",
    ]

    static let symbols = [
        "star.fill", "heart", "bell", "person.crop.circle", "gearshape", "magnifyingglass",
        "square.and.arrow.up", "trash", "bookmark", "cart", "photo", "calendar", "clock", "map",
        "paperplane", "ellipsis.circle", "checkmark.circle.fill", "exclamationmark.triangle",
        "chevron.right", "plus", "flame", "leaf", "bolt.fill", "music.note",
    ]

    static let fonts = ["headline", "subheadline", "body", "caption", "footnote", "title3", "callout"]

    static let styles = ["secondary", "primary", "tertiary", "tint"]
}
