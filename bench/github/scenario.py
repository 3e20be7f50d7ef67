"""GitHub's document (../shared/corpus/progenitor-samples/api.github.com.json, 767 operations)
driven through its community's hand-written SDK, PyGithub, as its users write it: a repository's
issues, comments, labels and milestones. PyGithub follows the addresses records hold (`PATCH
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
print(f"passed {sum(results)}/{len(results)}")
