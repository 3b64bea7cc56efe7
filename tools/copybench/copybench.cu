// copybench: the project's own small copy benchmark, for fixtures and for users who want
// numbers TopoLens can import. Measures host->device, device->host (pinned memory) and
// device->device (every ordered pair, peer access enabled where the driver allows it) over a
// size sweep, and prints a CSV TopoLens reads as a "staged-copy sweep":
//   kind,src,dst,bytes,latency_us,bandwidth_GBps
// Build: nvcc -O2 -o copybench copybench.cu
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    std::fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); std::exit(1); } } while (0)

static double timeCopies(void *dst, int dstDev, const void *src, int srcDev, size_t bytes, int reps,
                         cudaMemcpyKind kind, int streamDev)
{
    CHECK(cudaSetDevice(streamDev));
    cudaStream_t s; CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaEvent_t a, b; CHECK(cudaEventCreate(&a)); CHECK(cudaEventCreate(&b));
    auto copy = [&] {
        if (kind == cudaMemcpyDeviceToDevice && srcDev != dstDev)
            CHECK(cudaMemcpyPeerAsync(dst, dstDev, src, srcDev, bytes, s));
        else
            CHECK(cudaMemcpyAsync(dst, src, bytes, kind, s));
    };
    for (int i = 0; i < 3; ++i) copy(); // warm-up
    CHECK(cudaEventRecord(a, s));
    for (int i = 0; i < reps; ++i) copy();
    CHECK(cudaEventRecord(b, s));
    CHECK(cudaEventSynchronize(b));
    float ms = 0; CHECK(cudaEventElapsedTime(&ms, a, b));
    CHECK(cudaEventDestroy(a)); CHECK(cudaEventDestroy(b)); CHECK(cudaStreamDestroy(s));
    return ms * 1000.0 / reps; // microseconds per copy
}

int main(int argc, char **argv)
{
    int n = 0; CHECK(cudaGetDeviceCount(&n));
    const size_t maxBytes = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : (size_t(64) << 20);
    std::printf("# copybench 1\n");
    for (int d = 0; d < n; ++d) {
        cudaDeviceProp p; CHECK(cudaGetDeviceProperties(&p, d));
        std::printf("# device %d: %s pci %04x:%02x:%02x.0\n", d, p.name, p.pciDomainID, p.pciBusID, p.pciDeviceID);
    }
    for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) if (i != j) {
        int can = 0; CHECK(cudaDeviceCanAccessPeer(&can, i, j));
        std::printf("# peer %d->%d %s\n", i, j, can ? "yes" : "no");
        if (can) { CHECK(cudaSetDevice(i)); cudaDeviceEnablePeerAccess(j, 0); cudaGetLastError(); }
    }
    std::printf("kind,src,dst,bytes,latency_us,bandwidth_GBps\n");
    void *host = nullptr; CHECK(cudaMallocHost(&host, maxBytes));
    std::vector<void *> buf(n), buf2(n);
    for (int d = 0; d < n; ++d) { CHECK(cudaSetDevice(d)); CHECK(cudaMalloc(&buf[d], maxBytes)); CHECK(cudaMalloc(&buf2[d], maxBytes)); }
    for (size_t bytes = 4; bytes <= maxBytes; bytes *= 4) {
        const int reps = bytes < (1 << 20) ? 200 : 20;
        auto row = [&](const char *k, int s, int d, double us) {
            std::printf("%s,%d,%d,%zu,%.3f,%.3f\n", k, s, d, bytes, us, bytes / us / 1e3);
        };
        for (int d = 0; d < n; ++d) {
            row("h2d", -1, d, timeCopies(buf[d], d, host, -1, bytes, reps, cudaMemcpyHostToDevice, d));
            row("d2h", d, -1, timeCopies(host, -1, buf[d], d, bytes, reps, cudaMemcpyDeviceToHost, d));
        }
        for (int s = 0; s < n; ++s) for (int d = 0; d < n; ++d)
            row("d2d", s, d, timeCopies(s == d ? buf2[d] : buf[d], d, buf[s], s, bytes, reps, cudaMemcpyDeviceToDevice, s));
    }
    return 0;
}
