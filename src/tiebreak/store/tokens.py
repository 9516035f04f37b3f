"""Access tokens: 256 random bits, shown once, stored only as a SHA-256 digest, checked in constant
time.

>>> token = new_token()
>>> len(token) >= 43 and digest(token) != token
True
>>> matches(token, digest(token)), matches(token + "x", digest(token))
(True, False)
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

__all__ = ["TOKEN_BYTES", "digest", "matches", "new_token"]

TOKEN_BYTES = 32
"""256 bits of randomness per token (the issue asks for at least 128)."""


def new_token() -> str:
    """A fresh token (URL-safe text)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(token: str) -> str:
    """What is stored for a token: its SHA-256 in hex. A token is 256 random bits, so no salt or slow
    hash is needed (nobody can guess one to test against a digest)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def matches(token: str, stored: str) -> bool:
    """Whether ``token`` is the one whose digest is ``stored``, compared in constant time."""
    return hmac.compare_digest(digest(token), stored)
