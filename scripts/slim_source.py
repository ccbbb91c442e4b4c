"""Python source with its comments and docstrings taken out, proven to compile to the same code.

The standard library the page downloads is mostly words for people: of its 3.3 MB of source,
comments and docstrings make up about 40 %, and deflated they are more than 0.3 MB of what a
first visit waits for. The page never reads them (no `help()`; CPython's `-OO` drops docstrings,
and the standard library is made to run so). A docstring becomes `""` (so a function's `__doc__`
is still a string), and every line stays where it was, so a traceback's line numbers still
point into the original file.

The result is checked, not trusted: both texts are compiled by this Python, and the code must be
equal but for the docstrings' words (the same bytecode, constants, names and line
numbers). A file this Python cannot compile (syntax newer than the build's Python) or whose code
differs is kept as it was.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from types import CodeType

DOC_HOLDERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
ENCODING_COMMENT = re.compile(r"^#.*coding[:=]")  # PEP 263: it says how the file is read


def slim(source: str) -> str:
    """`source` without comments and with empty docstrings, or `source` itself if that cannot be
    proven to compile to the same code."""
    try:
        tree = ast.parse(source)
        slimmed = _without_comments(_with_empty_docstrings(source, tree))
        same = _code_of(ast.parse(slimmed)) == _code_of(tree)
    except (SyntaxError, ValueError, tokenize.TokenError):
        return source
    return slimmed if same else source


def _docstrings(tree: ast.AST) -> list[ast.Constant]:
    """The docstrings of a tree: only statements hold them, so expressions are not entered."""
    found = []
    waiting = [tree]
    while waiting:
        node = waiting.pop()
        if isinstance(node, DOC_HOLDERS) and node.body:
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                found.append(first.value)
        waiting += (child for child in ast.iter_child_nodes(node) if not isinstance(child, ast.expr))
    return found


def _with_empty_docstrings(source: str, tree: ast.AST) -> str:
    """Each docstring replaced by `""` and as many line breaks as it spanned. `ast` counts
    columns in UTF-8 bytes, so the edits are made on the encoded lines."""
    lines = source.encode("utf-8").splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    encoded = b"".join(lines)
    spans = []
    for constant in _docstrings(tree):
        assert constant.end_lineno is not None and constant.end_col_offset is not None
        begin = starts[constant.lineno - 1] + constant.col_offset
        end = starts[constant.end_lineno - 1] + constant.end_col_offset
        spans.append((begin, end))
    pieces, last = [], 0
    for begin, end in sorted(spans):
        pieces += [encoded[last:begin], b'""', b"\\\n" * encoded[begin:end].count(b"\n")]
        last = end
    pieces.append(encoded[last:])
    return b"".join(pieces).decode("utf-8")


def _without_comments(source: str) -> str:
    """Every comment cut off its line (the line break stays), but a PEP 263 encoding line."""
    lines = source.splitlines(keepends=True)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.COMMENT:
            continue
        row, column = token.start
        if row <= 2 and ENCODING_COMMENT.match(token.string):
            continue
        line = lines[row - 1]
        lines[row - 1] = line[:column].rstrip() + line[column + len(token.string) :]
    return "".join(lines)


def _code_of(tree: ast.Module) -> tuple[object, ...]:
    """What the tree compiles to, its docstrings' words left out."""
    for constant in _docstrings(tree):
        constant.value = ""
    return _fingerprint(compile(tree, "<slim>", "exec", dont_inherit=True))


def _fingerprint(code: CodeType) -> tuple[object, ...]:
    """What a code object does and the lines it reports, nested code included. Its columns are
    left out: a module's or class's docstring is stored as `__doc__` at the docstring's place,
    which ends elsewhere once the words are gone."""
    return (
        code.co_code,
        code.co_names,
        code.co_varnames,
        code.co_freevars,
        code.co_cellvars,
        code.co_flags,
        code.co_argcount,
        code.co_posonlyargcount,
        code.co_kwonlyargcount,
        code.co_firstlineno,
        code.co_exceptiontable,
        tuple(code.co_lines()),
        tuple(_fingerprint(constant) if isinstance(constant, CodeType) else constant for constant in code.co_consts),
    )
