// SPDX-License-Identifier: MIT
// A main() for the fuzz entry points where libFuzzer is not available (CI builds with GCC): it
// feeds every file named on the command line, or found in a directory named there, to
// LLVMFuzzerTestOneInput once, so the committed corpus stays a regression suite under the
// sanitizers of the build. A crash or a failed check aborts, which fails the ctest.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

namespace fs = std::filesystem;

// Sorted, so a failure names the same file on every run.
std::vector<fs::path> inputsOf(const fs::path &path) {
    std::vector<fs::path> files;
    std::error_code error;
    if (fs::is_directory(path, error)) {
        for (const auto &entry : fs::recursive_directory_iterator(path, error)) {
            if (entry.is_regular_file())
                files.push_back(entry.path());
        }
        std::sort(files.begin(), files.end());
    } else if (fs::is_regular_file(path, error)) {
        files.push_back(path);
    }
    return files;
}

} // namespace

int main(int argc, char **argv) {
    std::size_t replayed = 0;
    for (int i = 1; i < argc; ++i) {
        const std::vector<fs::path> files = inputsOf(argv[i]);
        if (files.empty()) {
            // An empty or missing corpus would make the test pass without testing anything.
            std::fprintf(stderr, "replay: no inputs in %s\n", argv[i]);
            return 2;
        }
        for (const fs::path &file : files) {
            std::ifstream in(file, std::ios::binary);
            const std::string bytes{std::istreambuf_iterator<char>(in),
                                    std::istreambuf_iterator<char>()};
            if (!in.good() && !in.eof()) {
                std::fprintf(stderr, "replay: cannot read %s\n", file.c_str());
                return 2;
            }
            // Named before the call, so the file that crashes is the last one printed.
            std::fprintf(stderr, "replay: %s\n", file.c_str());
            std::vector<std::uint8_t> data(bytes.begin(), bytes.end());
            LLVMFuzzerTestOneInput(data.data(), data.size());
            ++replayed;
        }
    }
    std::printf("replay: %zu inputs, no failure\n", replayed);
    return replayed > 0 ? 0 : 2;
}
