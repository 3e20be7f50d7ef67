//! Rule 23: a read that names the record by another member than its id, on a path of its own
//! (`GET /repos/{owner}/{repo}/releases/tags/{tag}` answering the release its `tag_name` names).

use oapigen_fake::model as fm;

use super::super::Lowerer;
use super::Slots;

impl Lowerer<'_> {
    /// A GET served without state on `{collection}/{word}/{param}` of a resource, answering its
    /// record, whose parameter names one member of the record (`tag` → `tag_name`), reads the
    /// record whose member holds the value (`fm::Operation::by_member`).
    pub(super) fn reads_by_member(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        for op in ops
            .iter_mut()
            .filter(|o| o.role == fm::Role::Stateless && o.method == "GET")
        {
            let Some(schema) = op
                .responses
                .iter()
                .find(|r| matches!(r.status, fm::Status::Code(200)))
                .and_then(|r| r.schema)
            else {
                continue;
            };
            let answered = self.target(&slots.locs[schema]);
            for (r, res) in resources.iter().enumerate() {
                let Some(rest) = op.path.strip_prefix(res.collection.as_str()) else {
                    continue;
                };
                let parts: Vec<&str> = rest.split('/').collect();
                let [_, word, param] = parts.as_slice() else {
                    continue;
                };
                let Some(param) = param.strip_prefix('{').and_then(|p| p.strip_suffix('}')) else {
                    continue;
                };
                if word.is_empty() || word.contains('{') {
                    continue;
                }
                let Some(record) = res.record.filter(|s| self.target(&slots.locs[*s]) == answered) else {
                    continue;
                };
                let members: Vec<String> = self
                    .members_of(&slots.locs[record])
                    .into_iter()
                    .map(|(n, _)| n)
                    .collect();
                let named: Vec<&String> = members
                    .iter()
                    .filter(|m| *m == param || m.starts_with(&format!("{param}_")) || m.ends_with(&format!("_{param}")))
                    .collect();
                let [member] = named.as_slice() else { continue };
                if res.id_member.as_deref() == Some(member.as_str()) {
                    continue;
                }
                op.role = fm::Role::Read { resource: r };
                op.id_param = Some(param.to_string());
                op.by_member = Some((*member).clone());
                op.list_why.push(format!("names the record by its `{member}`"));
                break;
            }
        }
    }
}
