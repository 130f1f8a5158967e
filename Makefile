# motionfix: build a release binary and install it.
#   make install                           # build, then install into /usr/local/bin
#   make build && sudo make install        # the same where /usr/local/bin needs root: build as yourself
#   make install PREFIX=$HOME/.local       # into ~/.local/bin (put that on your PATH)
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# On Linux the Swift runtime and Foundation are linked in: the binary starts in about half the
# time (it runs once per commit in a hook) and keeps working if the toolchain moves. macOS ships
# the runtime with the system.
STATIC ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
# The binary `make build` leaves (.build/release links to the host's triple).
BUILT = .build/release/motionfix

.PHONY: build install uninstall test

build:
	$(SWIFT) build -c release --product motionfix $(STATIC)

# Built as the user who runs make; under sudo it only installs what `make build` left (a build as
# root would leave a root-owned .build behind). Installed stripped: its symbols are for debuggers.
install:
	@if [ "$$(id -u)" = 0 ] && [ -n "$$SUDO_USER" ]; then \
		if [ ! -x "$(BUILT)" ]; then echo "motionfix: run 'make build' as yourself first, then 'sudo make install'" >&2; exit 1; fi; \
	else \
		$(MAKE) build; \
	fi
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$(BUILT)" "$(DESTDIR)$(BINDIR)/motionfix"
	strip $(if $(filter Darwin,$(shell uname -s)),-x,) "$(DESTDIR)$(BINDIR)/motionfix"
	$(if $(filter Darwin,$(shell uname -s)),codesign --force --sign - "$(DESTDIR)$(BINDIR)/motionfix",@true)
	@case ":$$PATH:" in *":$(BINDIR):"*) ;; *) echo "motionfix: installed in $(BINDIR), which is not on your PATH; add it, e.g. export PATH=\"$(BINDIR):\$$PATH\"" ;; esac

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/motionfix"

test:
	$(SWIFT) test
