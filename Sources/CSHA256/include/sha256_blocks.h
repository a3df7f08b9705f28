#ifndef CONTRACT_REPORT_SHA256_BLOCKS_H
#define CONTRACT_REPORT_SHA256_BLOCKS_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this processor has the x86 SHA extensions (with SSSE3 and SSE4.1), else 0.
int cr_sha256_has_hardware(void);

/// Compresses `blocks` 64-byte blocks at `data` into `state` (a, b, … h) with the SHA
/// instructions, given the 64 round constants of FIPS 180-4. Call only when
/// cr_sha256_has_hardware() returned 1.
void cr_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t round_constants[64]);

#endif
