#ifndef CONTRACT_REPORT_CCMARK_SHIM_H
#define CONTRACT_REPORT_CCMARK_SHIM_H
#include <cmark.h>
#include <stdlib.h>
#endif
