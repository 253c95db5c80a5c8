/* A TEST FIXTURE for running malice.exe under Wine, never shipped: Rust's standard library asks
 * Windows for random bytes with ProcessPrng (bcryptprimitives.dll, Windows 10 and later), which
 * Debian 12's Wine 8 lacks. scripts/package-windows-test.sh builds this with MinGW and puts it
 * in the throwaway Wine prefix's system32; real Windows has the DLL. */
#include <windows.h>

/* RtlGenRandom, exported by advapi32 under this name. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
    if (!SystemFunction036(data, chunk)) return FALSE;
    data += chunk;
    length -= chunk;
  }
  return TRUE;
}
