"""GitHub's document (../shared/corpus/progenitor-samples/api.github.com.json, 767 operations)
driven through its community's hand-written SDK, PyGithub, as its users write it: a repository's
issues, comments, labels, milestones, releases, hooks, deploy keys and pull requests. PyGithub follows the addresses records hold (`PATCH
{issue.url}`, `POST {issue.url}/comments`) and refuses one on another host, so this measures
whether the fake's records read as the service's do.

    python scenario.py BASE_URL      (run by bench/github-sdk.sh)

Prints one line per step and `passed N/M` last. The repository is put in with
`POST /__fake/records/repos` first: the document creates repositories elsewhere
(`POST /user/repos`) than it reads them.
"""

import json
import sys
import urllib.request

from github import Auth, Github, GithubException

BASE = sys.argv[1].rstrip("/")
results = []


def step(name, f):
    try:
        out = f()
        results.append(True)
        print(f"ok    {name}" + ("" if out is None else f"  {out!r}"[:160]))
        return out
    except Exception as e:  # a step's failure is what is measured
        results.append(False)
        print(f"FAIL  {name}  {e!r}"[:400])
        return None


def expect(got, want):
    if got != want:
        raise AssertionError(f"expected {want!r}, got {got!r}")
    return got


def gone(f):
    try:
        f()
    except GithubException as e:
        return expect(e.status, 404)
    raise AssertionError("still there")


req = urllib.request.Request(
    f"{BASE}/__fake/records/repos?owner=octo",
    data=json.dumps({"name": "hello", "full_name": "octo/hello"}).encode(),
    headers={"content-type": "application/json"},
    method="POST",
)
urllib.request.urlopen(req).read()

g = Github(auth=Auth.Token("token"), base_url=BASE)
repo = step("get the repository", lambda: g.get_repo("octo/hello"))
step("its name", lambda: expect((repo.name, repo.full_name), ("hello", "octo/hello")))
issue = step("open an issue", lambda: repo.create_issue(title="Found a bug", body="It breaks"))
step("the issue as made", lambda: expect((issue.title, issue.state, issue.body), ("Found a bug", "open", "It breaks")))
number = issue.number if issue else 1
step("read it back", lambda: expect(repo.get_issue(number).title, "Found a bug"))
second = step("open a second", lambda: repo.create_issue(title="Second"))
step("numbered apart", lambda: expect(second.number != number, True))
step("close and retitle", lambda: repo.get_issue(number).edit(state="closed", title="Fixed bug"))
step("read the change", lambda: expect((lambda i: (i.state, i.title))(repo.get_issue(number)), ("closed", "Fixed bug")))
step("list every issue", lambda: expect(sorted(i.title for i in repo.get_issues(state="all")), ["Fixed bug", "Second"]))
step("list the open ones", lambda: expect([i.title for i in repo.get_issues(state="open")], ["Second"]))
paged = Github(auth=Auth.Token("token"), base_url=BASE, per_page=1).get_repo("octo/hello")
step("page by one, following the Link header", lambda: expect(sorted(i.title for i in paged.get_issues(state="all")), ["Fixed bug", "Second"]))
step("count by the last page's link", lambda: expect(paged.get_issues(state="all").totalCount, 2))
comment = step("comment", lambda: repo.get_issue(number).create_comment("me too"))
step("list the comments", lambda: expect([c.body for c in repo.get_issue(number).get_comments()], ["me too"]))
step("the other issue has none", lambda: expect([c.body for c in repo.get_issue(second.number).get_comments()], []))
step("edit the comment", lambda: comment.edit("me three"))
step("read the comment", lambda: expect(repo.get_issue(number).get_comment(comment.id).body, "me three"))
step("delete the comment", lambda: comment.delete())
step("no comments left", lambda: expect([c.body for c in repo.get_issue(number).get_comments()], []))
label = step("make a label", lambda: repo.create_label("bug", "f29513", "Something broken"))
step("read the label", lambda: expect((lambda l: (l.name, l.color))(repo.get_label("bug")), ("bug", "f29513")))
step("recolour it", lambda: label.edit("bug", "ff0000"))
step("read the colour", lambda: expect(repo.get_label("bug").color, "ff0000"))
step("rename it", lambda: label.edit("defect", "ff0000"))
step("read it by its new name", lambda: expect(repo.get_label("defect").name, "defect"))
step("list the labels", lambda: expect([l.name for l in repo.get_labels()], ["defect"]))
step("the old name is gone", lambda: gone(lambda: repo.get_label("bug")))
step("label the issue", lambda: repo.get_issue(number).add_to_labels("defect"))
step("the issue's labels", lambda: expect([l.name for l in repo.get_issue(number).labels], ["defect"]))
step("delete the label", lambda: repo.get_label("defect").delete())
step("the label is gone", lambda: gone(lambda: repo.get_label("defect")))
milestone = step("make a milestone", lambda: repo.create_milestone("v1", description="first"))
step("read the milestone", lambda: expect(repo.get_milestone(milestone.number).title, "v1"))
step("list the milestones", lambda: expect([m.title for m in repo.get_milestones()], ["v1"]))
step("describe the repository", lambda: repo.edit(description="A repository"))
step("read the description", lambda: expect(g.get_repo("octo/hello").description, "A repository"))
rel = step("create release", lambda: repo.create_git_release("v1.0", "First", "notes"))
step("get release", lambda: expect(repo.get_release(rel.id).name, "First"))
step("get release by tag", lambda: expect(repo.get_release("v1.0").tag_name, "v1.0"))
step("list releases", lambda: expect([r.tag_name for r in repo.get_releases()], ["v1.0"]))
step("edit release", lambda: rel.update_release("First!", "more notes"))
step("read edit", lambda: expect(repo.get_release(rel.id).name, "First!"))
step("delete release", lambda: rel.delete_release())
step("release gone", lambda: gone(lambda: repo.get_release(rel.id)))
ms = step("milestone", lambda: repo.create_milestone("v2"))
step("edit milestone", lambda: ms.edit("v2.0", state="closed"))
step("milestone closed", lambda: expect(repo.get_milestone(ms.number).state, "closed"))
step("delete milestone", lambda: ms.delete())
step("milestone gone", lambda: gone(lambda: repo.get_milestone(ms.number)))
hook = step("create hook", lambda: repo.create_hook("web", {"url": "http://example.com/hook", "content_type": "json"}, ["push"], True))
step("list hooks", lambda: expect([h.id for h in repo.get_hooks()], [hook.id]))
step("get hook", lambda: expect(repo.get_hook(hook.id).events, ["push"]))
step("edit hook", lambda: hook.edit("web", {"url": "http://example.com/h2"}, events=["issues"]))
step("hook events", lambda: expect(repo.get_hook(hook.id).events, ["issues"]))
step("delete hook", lambda: hook.delete())
key = step("deploy key", lambda: repo.create_key("k", "ssh-rsa AAAAB3Nza", read_only=True))
step("list keys", lambda: expect([k.title for k in repo.get_keys()], ["k"]))
step("delete key", lambda: key.delete())
step("keys empty", lambda: expect([k.title for k in repo.get_keys()], []))
pr = step("create pull", lambda: repo.create_pull(title="Fix", body="b", head="feature", base="main"))
step("get pull", lambda: expect(repo.get_pull(pr.number).title, "Fix"))
step("edit pull", lambda: pr.edit(state="closed"))
step("pull closed", lambda: expect(repo.get_pull(pr.number).state, "closed"))
step("list pulls all", lambda: expect([p.title for p in repo.get_pulls(state="all")], ["Fix"]))
print(f"passed {sum(results)}/{len(results)}")
