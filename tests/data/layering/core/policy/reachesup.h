// SPDX-License-Identifier: MIT
// Test data for cmake/CheckLayering.cmake: core including a gateway header must be refused.
#pragma once

#include "gateway/gatewayclient.h"
