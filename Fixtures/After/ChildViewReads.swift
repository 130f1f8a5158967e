import SwiftUI

/// A state handed to a child view is followed into it: the child resizes with `expanded`, so the
/// spring that toggles it moves something and is turned off; the child only recolours with
/// `starred`, so that spring is left alone.
struct ChildViewReadsParent: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false
    @State private var starred = false

    var body: some View {
        VStack {
            ChildViewReadsPanel(expanded: expanded)
            ChildViewReadsStar(starred: starred)
            Button("More") {
                withAnimation(reduceMotion ? nil : .spring()) {
                    expanded.toggle()
                }
            }
            Button("Star") {
                withAnimation(.spring()) {
                    starred.toggle()
                }
            }
        }
    }
}

struct ChildViewReadsPanel: View {
    let expanded: Bool

    var body: some View {
        Text("Details").frame(height: expanded ? 200 : 80)
    }
}

struct ChildViewReadsStar: View {
    let starred: Bool

    var body: some View {
        Image(systemName: "star.fill").foregroundStyle(starred ? Color.yellow : Color.gray)
    }
}

/// The animated chain builds its rows in a method of the host: reordering them slides the rows.
struct ChildViewReadsIcons: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var icons = [1, 2, 3]

    var body: some View {
        iconsView()
            .animation(reduceMotion ? nil : .easeInOut, value: icons)
            .onTapGesture { icons.shuffle() }
    }

    func iconsView() -> some View {
        HStack {
            ForEach(icons, id: \.self) { icon in
                Text("\(icon)")
            }
        }
    }
}

struct ChildViewReadsNotice {
    let message: String
    let height: CGFloat
}

/// A value handed whole to a child whose reads are its members: judged where they are drawn. The
/// banner only shows the notice's text, so that animation is left alone with no warning; the
/// sheet takes its height from it, so that one is turned off.
struct ChildViewReadsNoticeHost: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var notice = ChildViewReadsNotice(message: "", height: 0)
    @State private var sheetNotice = ChildViewReadsNotice(message: "", height: 80)

    var body: some View {
        VStack {
            ChildViewReadsBanner(notice: notice)
            ChildViewReadsSheet(notice: sheetNotice)
            Button("Show") {
                withAnimation(.spring()) { notice = ChildViewReadsNotice(message: "Saved", height: 0) }
            }
            Button("Grow") {
                withAnimation(reduceMotion ? nil : .spring()) { sheetNotice = ChildViewReadsNotice(message: "More", height: 240) }
            }
        }
    }
}

struct ChildViewReadsBanner: View {
    let notice: ChildViewReadsNotice

    var body: some View {
        Text(notice.message)
    }
}

struct ChildViewReadsSheet: View {
    let notice: ChildViewReadsNotice

    var body: some View {
        Color.gray
            .frame(height: notice.height)
    }
}
