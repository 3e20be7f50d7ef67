# Operations that cargo-progenitor 0.15.1 cannot generate (several media types, or */*)
def bad: ((.requestBody.content // {} | keys) + ([.responses[]?.content // {} | keys[]] | unique)) as $k
  | (.requestBody.content // {} | length) > 1 or ([.responses[]?.content // {} | keys[]] | unique | length) > 1 or ($k | index("*/*") != null);
.paths |= (map_values(with_entries(select((.value|type) != "object" or (.value|has("responses")|not) or ((.value|bad)|not)))) | with_entries(select(.value | length > 0)))
# typify 0.8 cannot name enum variants that differ only in case or punctuation (add/Add, +1/-1): keep the first
| def vkey: ascii_downcase | gsub("[^a-z0-9]"; "");
  walk(if type=="object" and (.enum|type)=="array" and ((.enum|map(select(type=="string")|vkey)|unique|length) < (.enum|map(select(type=="string"))|length))
       then .enum |= reduce .[] as $v ([]; if ($v|type)=="string" and (map(select(type=="string")|vkey)|index($v|vkey)) != null then . else . + [$v] end)
       else . end)
# progenitor 0.15.1 asserts one response type among the success responses and one among the errors: keep the first of each
| .paths |= map_values(map_values(
    if type=="object" and has("responses") then
      .responses |= (to_entries
        | (map(select(.key|test("^2"))) | .[0:1]) + (map(select(.key|test("^2")|not)) | .[0:1])
        | from_entries)
    else . end))
# typify 0.8 names the object inside a nullable component schema after the schema without its
# `nullable-` prefix (nullable-simple-user holds a second `SimpleUser`; the nullable auto-merge
# holds an `AutoMerge` inside `AutoMerge`): such schemas lose `nullable`
| .components.schemas |= map_values(if (.nullable? == true) and (.type? == "object") then del(.nullable) else . end)
