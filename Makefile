# motionfix: build a release binary and install it.
#   make install                      # into /usr/local/bin (may need sudo)
#   make install PREFIX=$HOME/.local  # into ~/.local/bin
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift
# On Linux the Swift runtime and Foundation are linked in: the binary starts in about half the
# time (it runs once per commit in a hook) and keeps working if the toolchain moves. macOS ships
# the runtime with the system.
STATIC ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: build install uninstall test

build:
	$(SWIFT) build -c release --product motionfix $(STATIC)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release $(STATIC) --show-bin-path)/motionfix" "$(DESTDIR)$(BINDIR)/motionfix"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/motionfix"

test:
	$(SWIFT) test
