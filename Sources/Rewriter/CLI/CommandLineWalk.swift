/// Splits a command line into paths and options with their values, the same way for every
/// command: `--name value`, `--name=value`, `-` and `--` as paths' markers, `-h` for help.
enum CommandLineWalk {
    /// One piece of the command line.
    enum Item: Equatable {
        case path(String)
        /// An option by its canonical name, with its value when it takes one.
        case option(name: String, value: String)
        case help
    }

    /// What the walk needs to know of an option: its canonical name and its value's placeholder
    /// (nil for a flag), or nil when the name is not an option (`unknown` then says why).
    static func walk(_ arguments: [String], option: (String) -> (name: String, valueName: String?)?,
                     unknown: (String) -> UsageError) throws -> [Item] {
        var items: [Item] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                items.append(.path(argument))
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "-h" { items.append(.help); continue }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let spec = option(parts[0]) else { throw unknown(parts[0]) }
            var value = ""
            if let valueName = spec.valueName {
                if parts.count == 2 {
                    value = parts[1]
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(spec.name) needs a value: \(spec.name) <\(valueName)>")
                }
            } else if parts.count == 2 {
                throw UsageError(message: "\(spec.name) takes no value")
            }
            items.append(.option(name: spec.name, value: value))
        }
        return items
    }
}
