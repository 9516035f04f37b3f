"""Signed values for the arbiter pages: the session cookie and its CSRF token (stdlib HMAC-SHA256).

The secret is ``TIEBREAK_SESSION_SECRET`` (any text; every worker and host serving one site must share
it: ``tiebreak serve --processes N`` hands one to its processes), else a random one made when the process
starts (sessions then end with the process).

>>> s = Signer(b"k")
>>> s.loads(s.dumps({"e": 1}), max_age=60)
{'e': 1}
>>> token = s.dumps({"e": 1})
>>> token[0], s.loads("f" + token[1:], max_age=60)  # the body changed: its MAC no longer fits
('e', None)
>>> s.csrf("n1") == s.csrf("n1") != s.csrf("n2")
True
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import secrets
import time
from collections.abc import Mapping
from typing import Any

__all__ = ["SECRET_ENV", "Signer", "secret_from_env"]

SECRET_ENV = "TIEBREAK_SESSION_SECRET"


def secret_from_env(env: Mapping[str, str] | None = None) -> bytes:
    """The site's secret: ``TIEBREAK_SESSION_SECRET``, else 32 random bytes."""
    env = os.environ if env is None else env
    given = env.get(SECRET_ENV, "")
    return given.encode() if given else secrets.token_bytes(32)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Signer:
    """Signs JSON objects with a timestamp; :meth:`loads` refuses a changed, foreign or old one."""

    def __init__(self, secret: bytes) -> None:
        self._key = hashlib.sha256(b"tiebreak-session\0" + secret).digest()

    def _mac(self, text: str) -> str:
        return _b64(hmac.new(self._key, text.encode(), hashlib.sha256).digest())

    def dumps(self, data: Mapping[str, Any]) -> str:
        body = _b64(json.dumps({**data, "iat": int(time.time())}, separators=(",", ":")).encode())
        return f"{body}.{self._mac(body)}"

    def loads(self, text: str | None, *, max_age: int) -> dict[str, Any] | None:
        """The object signed in ``text``, or None (missing, tampered with, or older than ``max_age`` s)."""
        if not text or not text.isascii() or text.count(".") != 1:  # a signed value is ASCII
            return None
        body, mac = text.split(".")
        if not hmac.compare_digest(mac, self._mac(body)):
            return None
        try:
            data = json.loads(_unb64(body))
        except ValueError:
            return None
        if not isinstance(data, dict) or not isinstance(data.get("iat"), int):
            return None
        if not 0 <= time.time() - data["iat"] <= max_age:
            return None
        data.pop("iat")
        return data

    def csrf(self, nonce: str) -> str:
        """The CSRF token of the session whose nonce is ``nonce`` (sent in every form)."""
        return self._mac("csrf:" + nonce)

    def csrf_ok(self, nonce: str, given: str) -> bool:
        return bool(given) and given.isascii() and hmac.compare_digest(self.csrf(nonce), given)
