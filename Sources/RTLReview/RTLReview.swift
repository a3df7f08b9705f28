// RTLReview: see README's module map.
