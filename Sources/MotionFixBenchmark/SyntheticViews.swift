/// View files: several views a file, each a stack of text, images, buttons and modifiers; in an
/// animated file every view may carry one motion site and the first one always does.
extension SyntheticSourceWriter {
    /// The kinds of motion real SwiftUI apps have, `respected` being one that already honours
    /// Reduce Motion. Entrances, presses and toggles are the common ones, so they come twice.
    enum MotionSite: CaseIterable {
        case entrance, press, disclosure, banner, pulse, spin, drag, respected

        static let weighted: [MotionSite] = allCases + [.entrance, .press, .disclosure]
    }

    /// What a motion site adds to a view: properties, content in the stack, modifiers on it.
    struct MotionSnippet {
        var properties: [String]
        var content: String
        var modifiers: [String] = []
    }

    mutating func viewFile(noun: String, animated: Bool, size: Int) -> SyntheticCodeBase.File {
        let name = typeName(noun + random.pick(SyntheticVocabulary.viewRoles))
        var out = fileHeader(name, imports: ["SwiftUI"])
        var viewName = name
        var sites = 0
        while true {
            var site: MotionSite?
            if animated, sites == 0 || random.chance(0.1) {
                site = random.pick(MotionSite.weighted)
                sites += 1
            }
            out.line("")
            addView(viewName, noun: noun, site: site, to: &out)
            if out.text.utf8.count >= size { break }
            viewName = typeName(noun + random.pick(SyntheticVocabulary.viewRoles))
        }
        if random.chance(0.4) {
            out.line("")
            out.lines("#Preview {\n    \(name)(item: .sample)\n}")
        }
        return SyntheticCodeBase.File(relativePath: "Features/\(noun)/\(name).swift", text: out.text)
    }

    private mutating func addView(_ name: String, noun: String, site: MotionSite?, to out: inout SourceLines) {
        let motion = site.map { motionSnippet($0) }
        var content = [headerRow()]
        for _ in 0..<random.int(in: 1...4) { content.append(stillElement()) }
        if let motion { content.insert(motion.content, at: random.int(in: 1...content.count)) }
        var modifiers = [".padding()", random.pick([
            ".frame(maxWidth: .infinity, alignment: .leading)",
            ".background(RoundedRectangle(cornerRadius: 12).fill(.background))",
            ".navigationTitle(\"\(random.pick(SyntheticVocabulary.phrases))\")",
            ".accessibilityElement(children: .combine)",
            ".contentShape(Rectangle())",
        ])]
        modifiers += motion?.modifiers ?? []

        out.line("/// The \(noun.lowercased()) \(random.pick(["as a card", "in the list", "with its details", "while it loads"])).")
        out.open("struct \(name): View {")
        out.line("let item: \(SyntheticCodeBase.modulePrefix)\(noun)Item")
        out.line("@State private var isExpanded = false")
        for property in motion?.properties ?? [] { out.line(property) }
        out.line("")
        out.open("var body: some View {")
        out.open("\(random.pick(["VStack", "VStack", "HStack", "ZStack"]))(alignment: .\(random.pick(["leading", "center"])), spacing: \(random.pick([4, 8, 12, 16]))) {")
        for element in content { out.lines(element) }
        out.close()
        for modifier in modifiers { out.lines(modifier) }
        out.close()
        if random.chance(0.5) {
            out.line("")
            out.lines(helper())
        }
        out.close()
    }

    private mutating func headerRow() -> String {
        """
        HStack(spacing: 8) {
            Image(systemName: "\(random.pick(SyntheticVocabulary.symbols))")
                .font(.title2)
            Text(item.title)
                .font(.headline)
            Spacer()
        }
        """
    }

    private mutating func stillElement() -> String {
        let phrase = random.pick(SyntheticVocabulary.phrases)
        let symbol = random.pick(SyntheticVocabulary.symbols)
        switch random.int(in: 0...7) {
        case 0:
            return "Text(\"\(phrase)\")\n    .font(.\(random.pick(SyntheticVocabulary.fonts)))\n    .foregroundStyle(.\(random.pick(SyntheticVocabulary.styles)))"
        case 1:
            let side = random.pick([16, 24, 32, 44])
            return "Image(systemName: \"\(symbol)\")\n    .resizable()\n    .scaledToFit()\n    .frame(width: \(side), height: \(side))\n    .foregroundStyle(.tint)"
        case 2:
            return "Button(\"\(phrase)\") {\n    isExpanded.toggle()\n}\n.buttonStyle(.\(random.pick(["bordered", "borderedProminent", "plain"])))"
        case 3:
            return "HStack {\n    Label(\"\(phrase)\", systemImage: \"\(symbol)\")\n    Spacer()\n    Text(item.title)\n        .foregroundStyle(.secondary)\n}"
        case 4:
            return "if isExpanded {\n    Text(item.subtitle ?? \"\(phrase)\")\n        .font(.footnote)\n        .lineLimit(3)\n}"
        case 5:
            return "ForEach(item.tags, id: \\.self) { tag in\n    Text(tag)\n        .padding(.horizontal, 8)\n        .padding(.vertical, 4)\n        .background(Capsule().fill(.quaternary))\n}"
        case 6:
            return "NavigationLink(value: item.id) {\n    Label(\"\(phrase)\", systemImage: \"chevron.right\")\n}"
        default:
            return "Divider()\n    .padding(.vertical, \(random.pick([4, 8])))"
        }
    }

    private mutating func helper() -> String {
        switch random.int(in: 0...2) {
        case 0:
            return "private var formattedDate: String {\n    item.createdAt.formatted(date: .abbreviated, time: .omitted)\n}"
        case 1:
            return "// Sharing goes through the system sheet; this only logs it for analytics.\nprivate func share() {\n    print(\"share \\(item.id) from \\(Self.self)\")\n}"
        default:
            return "private var accessibilitySummary: String {\n    \"\\(item.title), \\(item.tags.count) tags\" + (item.isFavorite ? \", favorite\" : \"\")\n}"
        }
    }

    private mutating func motionSnippet(_ site: MotionSite) -> MotionSnippet {
        let phrase = random.pick(SyntheticVocabulary.phrases)
        switch site {
        case .entrance:
            let trigger = random.chance(0.5)
                ? [".animation(.easeOut(duration: 0.4), value: appeared)", ".onAppear {\n    appeared = true\n}"]
                : [".onAppear {\n    withAnimation(.spring()) {\n        appeared = true\n    }\n}"]
            return MotionSnippet(
                properties: ["@State private var appeared = false"],
                content: "Text(\"\(phrase)\")\n    .font(.title3)\n    .offset(y: appeared ? 0 : 20)\n    .opacity(appeared ? 1 : 0)",
                modifiers: trigger)
        case .press:
            return MotionSnippet(
                properties: ["@State private var pressed = false"],
                content: """
                RoundedRectangle(cornerRadius: 16)
                    .fill(.tint)
                    .frame(height: 56)
                    .overlay(Text("\(phrase)").foregroundStyle(.white))
                    .scaleEffect(pressed ? 0.95 : 1)
                    .animation(.easeOut(duration: 0.15), value: pressed)
                    .onLongPressGesture(minimumDuration: 0.3, pressing: { isPressing in
                        pressed = isPressing
                    }, perform: {})
                """)
        case .disclosure:
            return MotionSnippet(
                properties: ["@State private var isOpen = false"],
                content: """
                Button {
                    withAnimation(.spring()) {
                        isOpen.toggle()
                    }
                } label: {
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isOpen ? 180 : 0))
                }
                if isOpen {
                    Text(item.subtitle ?? "\(phrase)")
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
                """)
        case .banner:
            return MotionSnippet(
                properties: ["@State private var showsBanner = false"],
                content: "Button(\"\(phrase)\") {\n    withAnimation(.easeInOut) {\n        showsBanner = true\n    }\n}",
                modifiers: ["""
                .overlay(alignment: .bottom) {
                    if showsBanner {
                        Text("\(random.pick(SyntheticVocabulary.phrases))")
                            .padding()
                            .background(.thinMaterial, in: Capsule())
                            .transition(.move(edge: .bottom))
                    }
                }
                """])
        case .pulse:
            return MotionSnippet(
                properties: ["@State private var pulse = false"],
                content: """
                Circle()
                    .fill(.red)
                    .frame(width: 10, height: 10)
                    .scaleEffect(pulse ? 1.4 : 1)
                    .animation(.easeInOut.repeatForever(), value: pulse)
                """,
                modifiers: [".onAppear {\n    pulse = true\n}"])
        case .spin:
            return MotionSnippet(
                properties: ["@State private var spinning = false"],
                content: """
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(spinning ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                """,
                modifiers: [".task {\n    spinning = true\n}"])
        case .drag:
            return MotionSnippet(
                properties: ["@State private var dragOffset: CGSize = .zero"],
                content: """
                RoundedRectangle(cornerRadius: 20)
                    .fill(.thinMaterial)
                    .frame(height: 160)
                    .offset(y: dragOffset.height)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                dragOffset = value.translation
                            }
                            .onEnded { _ in
                                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                                    dragOffset = .zero
                                }
                            }
                    )
                """)
        case .respected:
            return MotionSnippet(
                properties: ["@Environment(\\.accessibilityReduceMotion) private var reduceMotion",
                             "@State private var highlighted = false"],
                content: """
                Text("\(phrase)")
                    .scaleEffect(highlighted ? 1.05 : 1)
                    .animation(reduceMotion ? nil : .spring(), value: highlighted)
                    .onTapGesture {
                        highlighted.toggle()
                    }
                """)
        }
    }
}
