"""The CSRF token of the arbiter's forms: an HMAC-SHA256 of the session's id with the site's secret
(the session itself is a random id stored hashed in the database, :mod:`tiebreak.store.service`).

The secret is ``TIEBREAK_SESSION_SECRET`` (any text; every worker and host serving one site must share
it: ``tiebreak serve --processes N`` hands one to its processes), else a random one made when the process
starts (forms loaded before a restart must then be loaded again).

>>> s = Signer(b"k")
>>> s.csrf("n1") == s.csrf("n1") != s.csrf("n2")
True
>>> s.csrf_ok("n1", s.csrf("n1")), s.csrf_ok("n1", s.csrf("n2")), s.csrf_ok("n1", "é")
(True, False, False)
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
from collections.abc import Mapping

__all__ = ["SECRET_ENV", "Signer", "secret_from_env"]

SECRET_ENV = "TIEBREAK_SESSION_SECRET"


def secret_from_env(env: Mapping[str, str] | None = None) -> bytes:
    """The site's secret: ``TIEBREAK_SESSION_SECRET``, else 32 random bytes."""
    env = os.environ if env is None else env
    given = env.get(SECRET_ENV, "")
    return given.encode() if given else secrets.token_bytes(32)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


class Signer:
    """Makes and checks the CSRF token of a session (by its id)."""

    def __init__(self, secret: bytes) -> None:
        self._key = hashlib.sha256(b"tiebreak-session\0" + secret).digest()

    def _mac(self, text: str) -> str:
        return _b64(hmac.new(self._key, text.encode(), hashlib.sha256).digest())

    def csrf(self, nonce: str) -> str:
        """The CSRF token of the session whose id is ``nonce`` (sent in every form)."""
        return self._mac("csrf:" + nonce)

    def csrf_ok(self, nonce: str, given: str) -> bool:
        """Whether ``given`` is the session's CSRF token (compared in constant time; a form field that
        is not ASCII is simply not it)."""
        return bool(given) and given.isascii() and hmac.compare_digest(self.csrf(nonce), given)
