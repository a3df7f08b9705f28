#ifndef CONTRACT_REPORT_CNETTLE_SHIM_H
#define CONTRACT_REPORT_CNETTLE_SHIM_H
#include <nettle/sha2.h>
#endif
