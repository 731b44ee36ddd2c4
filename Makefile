# SPDX-License-Identifier: MIT
# The two set-up commands: `make demo` and `make test`. Everything else is a
# convenience around CMake (build/ is the release build, build-san/ the
# sanitizer build).
BUILD ?= build
SAN_BUILD ?= build-san
CLANG_BUILD ?= build-clang
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60
LINT_BUILD ?= build-lint
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: python all deps build demo test test-fast test-san test-clang bench install clean web serve test-web fuzz lint js test-js

all: build

# Installs what the build and the tests need when it is missing: apt-get as
# root on Debian, otherwise a clear message. The library itself needs only a C compiler.
deps:
	@sh tools/install-deps.sh

build: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS) >/dev/null
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	cd $(BUILD) && ./tools/circbox demo

# Every test: the release build (C tests, oracle tests, scripts), then the
# C tests again under AddressSanitizer and UndefinedBehaviorSanitizer, then
# the C and oracle tests on an optimized clang build.
test: test-fast test-san test-clang

test-fast: build
	cd $(BUILD) && ctest --output-on-failure --no-tests=error -j $(JOBS)

test-san: deps
	CC=clang cmake -S . -B $(SAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DCIRCBOX_BUILD_BENCH=OFF \
	  -DCIRCBOX_SANITIZE=address,undefined,float-divide-by-zero $(CMAKE_FLAGS) >/dev/null
	cmake --build $(SAN_BUILD) -j $(JOBS)
	cd $(SAN_BUILD) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  ctest --output-on-failure --no-tests=error -j $(JOBS)

# The release build is gcc's and the sanitizer build is unoptimized, yet
# each optimizer has its own ways to change floating-point results
# (docs/hardening.md: gcc 12's vectorizer dropped roundings): the C and
# oracle tests again on clang's -O3 (Release), by their labels
# (tests/CMakeLists.txt). The script tests (packages, bindings, the
# header in C++), which only repackage the same sources, stay with the
# release build.
test-clang: deps
	CC=clang CXX=clang++ cmake -S . -B $(CLANG_BUILD) -DCMAKE_BUILD_TYPE=Release -DCIRCBOX_BUILD_BENCH=OFF \
	  -DCIRCBOX_BUILD_EXAMPLES=OFF $(CMAKE_FLAGS) >/dev/null
	cmake --build $(CLANG_BUILD) -j $(JOBS)
	cd $(CLANG_BUILD) && ctest --output-on-failure --no-tests=error -j $(JOBS) -L '^(c|oracle)$$'

bench: build
	@for b in $(BUILD)/bench/bench_*; do [ -x "$$b" ] && { echo "== $$b"; "$$b" || exit 1; }; done

# The npm package (docs/npm.md): circbox.wasm and ES modules in
# $(JS_OUT)/package, packed into $(JS_OUT)/circbox-VERSION.tgz.
JS_OUT ?= build-js

js:
	@sh js/build.sh $(JS_OUT)

# The package's tests alone (make test runs them too, as ctest test_js).
test-js: build
	bash tests/test_js.sh $(BUILD)

# The library compiled to WebAssembly behind an interactive page (docs/web.md),
# which uses the npm package above.
WEB_OUT ?= build-web
WEB_PORT ?= 8000

web:
	@sh web/build.sh $(WEB_OUT) $(JS_OUT)

serve: web
	@echo "circbox web page: http://127.0.0.1:$(WEB_PORT)/  (Ctrl-C stops the server)"
	cd $(WEB_OUT) && python3 -m http.server --bind 127.0.0.1 $(WEB_PORT)

# End-to-end: the page in headless Chromium against the native library.
test-web: web
	@sh web/test/run.sh $(BUILD) $(WEB_OUT)

# Every libFuzzer target (fuzz/fuzz_*.c) for FUZZ_SECONDS each; fails on any finding.
fuzz: deps
	CC=clang cmake -S fuzz -B $(FUZZ_BUILD) -DCIRCBOX_FUZZ_STRICT=$(if $(FUZZ_STRICT),ON,OFF) >/dev/null
	cmake --build $(FUZZ_BUILD) -j $(JOBS)
	sh fuzz/run.sh $(FUZZ_BUILD) $(FUZZ_SECONDS)

# clang-tidy and cppcheck on the library sources, then -Werror builds with
# gcc and clang (tools/lint.py; configurations in .clang-tidy and
# .cppcheck-suppressions).
lint: deps
	JOBS=$(JOBS) python3 tools/lint.py $(LINT_BUILD)

# The Python package (python/README.md) into Debian's /usr/bin/python3,
# offline: NumPy comes from python3-numpy, the C library is compiled in.
PYTHON ?= /usr/bin/python3
python: deps
	$(PYTHON) -m pip install --no-build-isolation --no-deps --break-system-packages ./python

install: build
	cmake --install $(BUILD) --prefix $(or $(PREFIX),/usr/local)

clean:
	rm -rf $(BUILD) $(SAN_BUILD) $(FUZZ_BUILD) $(LINT_BUILD)

# The single-header edition, generated from include/ and src/ (never edited):
# dist/circbox.h. See docs/packaging.md.
.PHONY: single-header
single-header:
	python3 tools/amalgamate.py --output dist/circbox.h

# The API reference, generated from the public headers' comments:
# docs/api.md (tests/test_package_docs.sh checks it covers every name).
.PHONY: api-docs
api-docs:
	python3 tools/gen_api_docs.py --output docs/api.md
