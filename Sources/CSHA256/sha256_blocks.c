// SHA-256 block compression with the x86 SHA extensions (FIPS 180-4 rounds, two per
// sha256rnds2 instruction; the message schedule with sha256msg1/sha256msg2).
//
// The functions carry their own target attribute, so the package needs no compiler flags and
// the rest of the program runs on processors without the extensions; Swift asks
// cr_sha256_has_hardware() once and falls back to its own implementation.

#include "sha256_blocks.h"

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

int cr_sha256_has_hardware(void) {
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  int ssse3 = (ecx >> 9) & 1;
  int sse41 = (ecx >> 19) & 1;
  if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
  int sha = (ebx >> 29) & 1;
  return ssse3 && sse41 && sha;
}

__attribute__((target("sha,sse4.1,ssse3")))
void cr_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t round_constants[64]) {
  // Big-endian words: reverse the bytes of each 32-bit lane.
  const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);

  // The instructions keep the state as two registers, (a, b, e, f) and (c, d, g, h), with a
  // in the top lane.
  __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);
  __m128i badc = _mm_shuffle_epi32(abcd, 0xB1);
  __m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);
  __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);
  __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);

  for (; blocks > 0; blocks--, data += 64) {
    const __m128i abef_before = abef;
    const __m128i cdgh_before = cdgh;
    // Four words of the schedule per register, the last four groups kept in rotation.
    __m128i words[4];
    for (int group = 0; group < 4; group++) {
      words[group] =
          _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_swap);
    }
    for (int group = 0; group < 16; group++) {
      __m128i current = words[group & 3];
      __m128i sums = _mm_add_epi32(
          current, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
      // Two rounds write the new (a, b, e, f) over (c, d, g, h); after two more, the older
      // (a, b, e, f) is the new (c, d, g, h), so the registers keep their roles.
      cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sums);
      sums = _mm_shuffle_epi32(sums, 0x0E);
      abef = _mm_sha256rnds2_epu32(abef, cdgh, sums);
      if (group < 12) {
        // Group g + 4 of the schedule from groups g … g + 3:
        // w[t] = w[t-16] + σ0(w[t-15]) + w[t-7] + σ1(w[t-2]).
        __m128i next = _mm_sha256msg1_epu32(current, words[(group + 1) & 3]);
        next = _mm_add_epi32(
            next, _mm_alignr_epi8(words[(group + 3) & 3], words[(group + 2) & 3], 4));
        words[group & 3] = _mm_sha256msg2_epu32(next, words[(group + 3) & 3]);
      }
    }
    abef = _mm_add_epi32(abef, abef_before);
    cdgh = _mm_add_epi32(cdgh, cdgh_before);
  }

  __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
  __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
  abcd = _mm_blend_epi16(feba, dchg, 0xF0);
  efgh = _mm_alignr_epi8(dchg, feba, 8);
  _mm_storeu_si128((__m128i *)&state[0], abcd);
  _mm_storeu_si128((__m128i *)&state[4], efgh);
}

#else

int cr_sha256_has_hardware(void) { return 0; }

void cr_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t round_constants[64]) {
  (void)state;
  (void)round_constants;
  (void)data;
  (void)blocks;
}

#endif
