#!/usr/bin/python3
"""A stand-in for the parts of Nextcloud's WebDAV that sdlphoto reads, built from Nextcloud's documented API
(Nextcloud is not packaged for Debian, so the real server cannot run in the tests):

- a user's files, `/remote.php/dav/files/USER/PATH`, behind Basic login USER:PASSWORD;
- a public share link's folder, `/public.php/dav/files/TOKEN/PATH` (Nextcloud 29 and later), open, or behind
  Basic `anonymous:SHARE_PASSWORD` when the share has one; the share page itself, `/s/TOKEN`, is HTML;
- a Photos album, `/remote.php/dav/photos/USER/albums/NAME/`, whose entries are named `FILEID-NAME` as
  Nextcloud's Photos app names them, each photo of the user's files listed in the album file ALBUMS (JSON:
  {"NAME": ["PATH", ...]});
- PROPFIND of Depth 0 and 1 with Nextcloud's properties (`oc:fileid`, `nc:has-preview`, an ETag for a folder
  that changes when anything below it changes); `Depth: infinity` is refused with 412, as Nextcloud answers
  it when infinite depth is off (its default since 25);
- GET with ETag and Last-Modified, `If-None-Match` answered 304;
- previews, `/index.php/core/preview?fileId=ID&x=W&y=H&a=1&mode=fill|cover&forceIcon=0` behind the user's login
  and, for the share, `/index.php/apps/files_sharing/publicpreview/TOKEN?file=/PATH&...`: the photo upright (its
  EXIF orientation applied), kept in shape, fitted in (fill) or covering (cover) x by y, never enlarged, as a
  JPEG of quality 80 (Nextcloud's default `jpeg_quality`); 404 where none can be made (forceIcon=0);
  `nc:metadata-photos-size` (the stored size, before orientation, as Nextcloud 28 and later give it) for the
  photos Pillow reads;
- after five failed logins from one address (a wrong login given, not a request without one), 429 Too Many
  Requests (Nextcloud's brute-force throttle);
- every request logged to LOG as `METHOD PATH STATUS DEPTH USER`, and to LOG.bytes as `METHOD STATUS BYTES PATH`
  (the body's bytes, for the benchmarks).

  nextcloud-standin.py PORT ROOT LOG USER PASSWORD TOKEN SHARE_PASSWORD(or -) SHARE_FOLDER ALBUMS
"""
import base64
import email.utils
import hashlib
import http.server
import json
import os
import sys
import io
import urllib.parse
from xml.sax.saxutils import escape

from PIL import Image, ImageOps

PORT, ROOT, LOG, USER, PASSWORD, TOKEN, SHARE_PASSWORD, SHARE_FOLDER, ALBUMS = sys.argv[1:10]
FAILED = {}
BY_ID = {}  # file id -> a path, as Nextcloud's file cache finds it
SIZES = {}  # (inode, mtime) -> the stored pixel size, or None: Nextcloud reads it once, into its database


def pixel_size(path, info):
    key = (info.st_ino, info.st_mtime_ns)
    if key not in SIZES:
        try:
            with Image.open(path) as image:
                SIZES[key] = image.size
        except OSError:
            SIZES[key] = None
    return SIZES[key]


def file_id(path):
    return os.stat(path).st_ino


def etag(path):
    if os.path.isdir(path):
        digest = hashlib.md5()
        for folder, names, files in sorted(os.walk(path)):
            for name in sorted(files + names):
                info = os.stat(os.path.join(folder, name))
                digest.update(f"{folder}/{name} {info.st_size} {info.st_mtime_ns}\n".encode())
        return '"' + digest.hexdigest() + '"'
    info = os.stat(path)
    return '"' + hashlib.md5(f"{info.st_size} {info.st_mtime_ns} {info.st_ino}".encode()).hexdigest() + '"'


def albums():
    try:
        with open(ALBUMS) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def finish_with(self, status, body=b"", headers=None, user="-"):
        self.send_response(status)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        parts = urllib.parse.urlsplit(self.path)
        path = urllib.parse.unquote(parts.path) + ("?" + parts.query if "preview" in parts.path else "")
        with open(LOG, "a") as log:
            log.write(f"{self.command} {path} {status} {self.headers.get('Depth', '-')} {user}\n")
        with open(LOG + ".bytes", "a") as log:
            log.write(f"{self.command} {status} {len(body) if self.command != 'HEAD' else 0} {path}\n")

    def login(self):
        header = self.headers.get("Authorization", "")
        if not header.startswith("Basic "):
            return None, None
        try:
            user, _, password = base64.b64decode(header[6:]).decode().partition(":")
        except ValueError:
            return None, None
        return user, password

    def refuse(self, user):
        # Only a login that was tried counts (a client's first request without one is the usual challenge).
        if self.headers.get("Authorization"):
            address = self.client_address[0]
            FAILED[address] = FAILED.get(address, 0) + 1
        self.finish_with(401, b"", {"WWW-Authenticate": 'Basic realm="Nextcloud"'}, user or "-")

    def resolve(self):
        """The file a request's path stands for, the href prefix it is listed under, and the user; or an answer."""
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        if FAILED.get(self.client_address[0], 0) >= 5:
            self.finish_with(429, b"Too Many Requests")
            return None
        user, password = self.login()
        parts = [p for p in path.split("/") if p]
        if parts[:2] == ["s", TOKEN] and self.command == "GET":
            self.finish_with(200, b"<html>a Nextcloud share page</html>", {"Content-Type": "text/html"})
            return None
        if parts[:3] == ["index.php", "core", "preview"]:
            if user != USER or password != PASSWORD:
                self.refuse(user)
                return None
            return self.preview_by_id(), None, user, None
        if parts[:5] == ["index.php", "apps", "files_sharing", "publicpreview", TOKEN] and SHARE_PASSWORD == "-":
            query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
            file = query.get("file", [""])[0].lstrip("/")
            return os.path.join(ROOT, SHARE_FOLDER, *[p for p in file.split("/") if p not in ("", ".", "..")]), \
                None, "-", None
        if parts[:4] == ["public.php", "dav", "files", TOKEN]:
            if SHARE_PASSWORD != "-" and (user != "anonymous" or password != SHARE_PASSWORD):
                self.refuse(user)
                return None
            return os.path.join(ROOT, SHARE_FOLDER, *parts[4:]), "/" + "/".join(parts[:4]), user or "-", None
        if parts[:3] in (["remote.php", "dav", "files"], ["remote.php", "dav", "photos"]):
            if len(parts) < 4 or parts[3] != USER or user != USER or password != PASSWORD:
                self.refuse(user)
                return None
            if parts[2] == "files":
                return os.path.join(ROOT, *parts[4:]), "/" + "/".join(parts[:4]), user, None
            if parts[4:5] == ["albums"] and len(parts) >= 6 and parts[5] in albums():
                return None, "/" + "/".join(parts[:6]), user, (parts[5], parts[6:])
        self.finish_with(404, b"Not Found", user=user or "-")
        return None

    def preview_by_id(self):
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
        wanted = query.get("fileId", [""])[0]
        known = BY_ID.get(wanted)
        if known and os.path.isfile(known) and str(file_id(known)) == wanted:
            return known
        for folder, _, files in os.walk(ROOT):
            for name in files:
                full = os.path.join(folder, name)
                BY_ID[str(file_id(full))] = full
        return BY_ID.get(wanted)

    def send_preview(self, path, user):
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
        try:
            x, y = int(query["x"][0]), int(query["y"][0])
            image = ImageOps.exif_transpose(Image.open(path))
        except (KeyError, ValueError, OSError):
            self.finish_with(404, b"Not Found", user=user)
            return
        width, height = image.size
        scale = (max if query.get("mode", ["fill"])[0] == "cover" else min)(x / width, y / height)
        scale = min(scale, 1)
        image = image.convert("RGB").resize((max(1, round(width * scale)), max(1, round(height * scale))))
        out = io.BytesIO()
        image.save(out, "JPEG", quality=80)
        self.finish_with(200, out.getvalue(), {"Content-Type": "image/jpeg", "ETag": etag(path)}, user)

    def do_GET(self):
        found = self.resolve()
        if not found:
            return
        path, _, user, album = found
        if "preview" in urllib.parse.urlsplit(self.path).path:
            if not path or not os.path.isfile(path):
                self.finish_with(404, b"Not Found", user=user)
            else:
                self.send_preview(path, user)
            return
        if album:
            path = self.album_member(album)
        if not path or not os.path.isfile(path):
            self.finish_with(404, b"Not Found", user=user)
            return
        tag = etag(path)
        modified = email.utils.formatdate(os.stat(path).st_mtime, usegmt=True)
        if self.headers.get("If-None-Match") == tag:
            self.finish_with(304, b"", {"ETag": tag}, user)
            return
        with open(path, "rb") as f:
            body = f.read()
        self.finish_with(200, body, {"ETag": tag, "Last-Modified": modified, "Content-Type": "image/png"}, user)

    def album_member(self, album):
        name, rest = album
        if len(rest) != 1:
            return None
        for member in albums()[name]:
            full = os.path.join(ROOT, member)
            if rest[0] == f"{file_id(full)}-{os.path.basename(member)}":
                return full
        return None

    def do_PROPFIND(self):
        length = int(self.headers.get("Content-Length", "0") or 0)
        self.rfile.read(length)
        depth = self.headers.get("Depth", "infinity")
        found = self.resolve()
        if not found:
            return
        path, href, user, album = found
        if depth not in ("0", "1"):
            self.finish_with(412, b"Depth infinity is not allowed", user=user)
            return
        if album:
            entries = self.album_entries(album, href)
        else:
            if not os.path.exists(path):
                self.finish_with(404, b"Not Found", user=user)
                return
            relative = os.path.relpath(path, os.path.join(ROOT, SHARE_FOLDER) if href.startswith("/public") else ROOT)
            base = href + ("" if relative == "." else "/" + relative)
            entries = [(base, path)]
            if depth == "1" and os.path.isdir(path):
                entries += [(base + "/" + name, os.path.join(path, name)) for name in sorted(os.listdir(path))]
        body = self.multistatus(entries)
        self.finish_with(207, body, {"Content-Type": "application/xml; charset=utf-8"}, user)

    def album_entries(self, album, href):
        name, rest = album
        if rest:
            member = self.album_member(album)
            return [(href + "/" + rest[0], member)] if member else []
        entries = [(href, None)]
        for member in albums()[name]:
            full = os.path.join(ROOT, member)
            entries.append((f"{href}/{file_id(full)}-{os.path.basename(member)}", full))
        return entries

    def multistatus(self, entries):
        out = ['<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns"'
               ' xmlns:nc="http://nextcloud.org/ns">']
        for href, path in entries:
            folder = path is None or os.path.isdir(path)
            encoded = urllib.parse.quote(href) + ("/" if folder else "")
            props = ["<d:resourcetype>" + ("<d:collection/>" if folder else "") + "</d:resourcetype>"]
            if path:
                info = os.stat(path)
                props.append(f"<d:getetag>{escape(etag(path))}</d:getetag>")
                props.append(f"<d:getlastmodified>{email.utils.formatdate(info.st_mtime, usegmt=True)}"
                             "</d:getlastmodified>")
                props.append(f"<oc:fileid>{file_id(path)}</oc:fileid>")
                if not folder:
                    props.append(f"<d:getcontentlength>{info.st_size}</d:getcontentlength>")
                    props.append("<d:getcontenttype>image/png</d:getcontenttype><nc:has-preview>true</nc:has-preview>")
                    size = pixel_size(path, info)
                    if size:
                        props.append(f"<nc:metadata-photos-size><width>{size[0]}</width><height>{size[1]}</height>"
                                     "</nc:metadata-photos-size>")
            out.append(f"<d:response><d:href>{escape(encoded)}</d:href><d:propstat><d:prop>{''.join(props)}"
                       "</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
        out.append("</d:multistatus>")
        return "".join(out).encode()


http.server.ThreadingHTTPServer(("127.0.0.1", int(PORT)), Handler).serve_forever()
