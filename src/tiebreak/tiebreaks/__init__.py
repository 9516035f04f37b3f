"""The tie-break computations, one module per C.07 family."""
