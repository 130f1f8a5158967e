# motionfix: build a release binary and install it.
#   make install                      # into /usr/local/bin (may need sudo)
#   make install PREFIX=$HOME/.local  # into ~/.local/bin
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT ?= swift

.PHONY: build install uninstall test

build:
	$(SWIFT) build -c release --product motionfix

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/motionfix" "$(DESTDIR)$(BINDIR)/motionfix"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/motionfix"

test:
	$(SWIFT) test
