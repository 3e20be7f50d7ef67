//! Plans each operation's client code ([`OperationPlan`]) from the lowered API, once the set of
//! operations and types is final: after `skip_unsupported` has left operations out, so that
//! every index in a plan is the one the emitter sees.

use crate::ir::*;
use crate::lower::naming::NameTable;

/// Fills in [`Operation::plan`] for every operation, and [`Api::primary_poll`].
pub(crate) fn plan_operations(api: &mut Api) {
    api.primary_poll = api
        .operations
        .iter()
        .find_map(|o| o.tasks.as_ref().map(|t| t.poll_operation))
        .or_else(|| api.operations.iter().position(|o| o.task_status.is_some()));
    let errors = error_plans(api);
    let plans: Vec<OperationPlan> = errors
        .into_iter()
        .enumerate()
        .map(|(i, errors)| {
            let op = &api.operations[i];
            let success = success_plan(op);
            let single = success.single_json();
            OperationPlan {
                path: path_pieces(op),
                tasks: single.and_then(|shape| tasks_plan(api, op, shape)),
                paging: single.and_then(|shape| paging_plan(api, op, shape)),
                poll: poll_plan(api, op),
                created: None,
                reread: None,
                success,
                errors,
            }
        })
        .collect();
    for (op, plan) in api.operations.iter_mut().zip(plans) {
        op.plan = plan;
    }
}

/// The path template split at the `{name}`s that name a path parameter; any other brace is
/// literal text.
fn path_pieces(op: &Operation) -> Vec<PathPiece> {
    let mut pieces = Vec::new();
    let mut literal = String::new();
    let mut rest = op.path.as_str();
    while let Some(c) = rest.chars().next() {
        let param = (c == '{')
            .then(|| {
                op.params.iter().position(|p| {
                    p.location == ParamLocation::Path
                        && rest[1..]
                            .strip_prefix(p.name.as_str())
                            .is_some_and(|r| r.starts_with('}'))
                })
            })
            .flatten();
        match param {
            Some(i) => {
                if !literal.is_empty() {
                    pieces.push(PathPiece::Literal(std::mem::take(&mut literal)));
                }
                pieces.push(PathPiece::Param(i));
                rest = &rest[op.params[i].name.len() + 2..];
            }
            None => {
                literal.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    if !literal.is_empty() {
        pieces.push(PathPiece::Literal(literal));
    }
    pieces
}

/// One type when every success response has the same body, else an enum of them.
fn success_plan(op: &Operation) -> SuccessPlan {
    let mut successes: Vec<&Response> = op.responses.iter().filter(|r| r.is_success()).collect();
    // Exact codes before the `2XX` range, whose arm matches everything else.
    successes.sort_by_key(|r| r.status);
    let mut bodies: Vec<&Option<(BodyKind, Shape)>> = Vec::new();
    for r in &successes {
        if !bodies.contains(&&r.body) {
            bodies.push(&r.body);
        }
    }
    if bodies.len() <= 1 {
        return SuccessPlan::Single(op.success().and_then(|r| r.body.clone()));
    }
    let mut names = NameTable::new();
    let variants = successes
        .iter()
        .map(|r| ResponseVariant {
            name: names.claim(&Ident::pascal_kept(&match r.status {
                StatusMatch::Code(c) => success_name(c),
                _ => "Success".to_string(),
            })),
            status: r.status,
            body: r.body.clone(),
            description: r.description.clone(),
        })
        .collect();
    let undocumented =
        (!successes.iter().any(|r| r.status == StatusMatch::Range(2))).then(|| names.claim(&Ident::fixed("Other")));
    SuccessPlan::Enum { variants, undocumented }
}

/// A variant name for a success status.
fn success_name(code: u16) -> String {
    match code {
        200 => "Ok".into(),
        201 => "Created".into(),
        202 => "Accepted".into(),
        203 => "NonAuthoritative".into(),
        204 => "NoContent".into(),
        206 => "PartialContent".into(),
        c => format!("Status{c}"),
    }
}

/// The error responses an operation documents, in the order their arms are tried: exact codes,
/// then ranges, then `default`.
fn error_responses(op: &Operation) -> Vec<&Response> {
    let mut errors: Vec<&Response> = op
        .responses
        .iter()
        .filter(|r| match r.status {
            StatusMatch::Code(c) => c >= 300,
            StatusMatch::Range(r) => r >= 3,
            StatusMatch::Default => true,
        })
        .collect();
    errors.sort_by_key(|r| r.status);
    errors
}

/// Operations that document the same error responses (same statuses, same body types) share
/// one enum, named after the first of them: a large API often documents the same errors for
/// every operation, and one type instead of hundreds keeps the crate small.
fn error_plans(api: &Api) -> Vec<ErrorPlan> {
    type Signature<'a> = Vec<(StatusMatch, Option<&'a (BodyKind, Shape)>)>;
    let mut plans = vec![ErrorPlan::None; api.operations.len()];
    let mut seen: Vec<(Signature, usize)> = Vec::new();
    for (i, op) in api.operations.iter().enumerate() {
        let errors = error_responses(op);
        let sig: Signature = errors.iter().map(|r| (r.status, r.body.as_ref())).collect();
        if sig.is_empty() {
            continue;
        }
        if let Some((_, first)) = seen.iter().find(|(s, _)| *s == sig) {
            let first = *first;
            plans[i] = ErrorPlan::SameAs(first);
            if let ErrorPlan::Own { shared_by, .. } = &mut plans[first] {
                shared_by.push(i);
            }
            continue;
        }
        seen.push((sig, i));
        let mut names = NameTable::new();
        let variants = errors
            .iter()
            .map(|r| ResponseVariant {
                name: names.claim(&Ident::pascal_kept(&error_name(r.status))),
                status: r.status,
                body: r.body.clone(),
                description: r.description.clone(),
            })
            .collect();
        plans[i] = ErrorPlan::Own {
            variants,
            shared_by: vec![i],
        };
    }
    plans
}

/// A variant name for a documented error status.
fn error_name(status: StatusMatch) -> String {
    match status {
        StatusMatch::Code(c) => match c {
            400 => "BadRequest".into(),
            401 => "Unauthorized".into(),
            403 => "Forbidden".into(),
            404 => "NotFound".into(),
            405 => "MethodNotAllowed".into(),
            409 => "Conflict".into(),
            410 => "Gone".into(),
            412 => "PreconditionFailed".into(),
            413 => "PayloadTooLarge".into(),
            415 => "UnsupportedMediaType".into(),
            422 => "UnprocessableEntity".into(),
            429 => "TooManyRequests".into(),
            500 => "InternalServerError".into(),
            502 => "BadGateway".into(),
            503 => "ServiceUnavailable".into(),
            504 => "GatewayTimeout".into(),
            c => format!("Status{c}"),
        },
        StatusMatch::Range(4) => "ClientError".into(),
        StatusMatch::Range(5) => "ServerError".into(),
        StatusMatch::Range(r) => format!("Status{r}xx"),
        StatusMatch::Default => "Other".into(),
    }
}

/// The member a JSON pointer names inside `shape`, through struct fields. Only the last member
/// may be optional or nullable.
fn field_path(api: &Api, shape: &Shape, pointer: &str) -> Option<FieldPath> {
    let mut path = FieldPath {
        fields: Vec::new(),
        shape: shape.clone(),
        held: Held::Required,
    };
    for seg in pointer.split('/').skip(1) {
        if path.held != Held::Required {
            return None;
        }
        let Shape::Named(id) = path.shape else { return None };
        let TypeKind::Struct(s) = &api.ty(id).kind else {
            return None;
        };
        let f = s.fields.iter().find(|f| f.name == seg)?;
        path.fields.push(f.rust_name.clone());
        let nullable = matches!(f.shape, Shape::Nullable(_));
        path.held = match (f.required, nullable) {
            (true, false) => Held::Required,
            (true, true) | (false, false) => Held::Option,
            (false, true) => Held::Nullable,
        };
        path.shape = match &f.shape {
            Shape::Nullable(inner) => inner.as_ref().clone(),
            s => s.clone(),
        };
    }
    Some(path)
}

fn tasks_plan(api: &Api, op: &Operation, success: &Shape) -> Option<TasksPlan> {
    let t = op.tasks.as_ref()?;
    // Waiting returns the polling operation's success body.
    api.operations[t.poll_operation].success()?.body.as_ref()?;
    Some(TasksPlan {
        ids: field_path(api, success, &t.ids_pointer)?,
        poll: t.poll_operation,
        primary: api.primary_poll == Some(t.poll_operation),
    })
}

fn paging_plan(api: &Api, op: &Operation, success: &Shape) -> Option<PagingPlan> {
    let pg = op.pagination.as_ref()?;
    Some(PagingPlan {
        limit: op.params.iter().position(|p| p.name == pg.limit_param)?,
        offset: op.params.iter().position(|p| p.name == pg.offset_param)?,
        items: field_path(api, success, &pg.items_pointer)?,
        count: pg.count_pointer.as_ref().and_then(|c| field_path(api, success, c)),
        item_shape: pg.item_shape.clone(),
        max_limit: pg.max_limit,
    })
}

fn poll_plan(api: &Api, op: &Operation) -> Option<PollPlan> {
    let ts = op.task_status.as_ref()?;
    let (BodyKind::Json, task) = op.success()?.body.as_ref()? else {
        return None;
    };
    Some(PollPlan {
        task: task.clone(),
        id_param: op
            .params
            .iter()
            .position(|p| p.location == ParamLocation::Path && !p.client_default)?,
        state: field_path(api, task, &ts.state_pointer)?,
        error: ts.error_pointer.as_ref().and_then(|p| field_path(api, task, p)),
        finished: ts.finished.clone(),
        failed: ts.failed.clone(),
    })
}

/// Fills [`OperationPlan::created`] from the resource model: an operation that creates a
/// resource through tasks whose finished task names what it made (under the resource's task key)
/// gets a way to read those records, when an operation reads one record of the resource and
/// takes its scope as this one does.
pub(crate) fn plan_created(api: &mut Api) {
    let model = &api.resources;
    let Some(created) = api
        .primary_poll
        .and_then(|p| api.operations[p].plan.poll.as_ref())
        .and_then(|poll| member_chain_to_struct(api, &poll.task, "created_resources"))
        .map(|_| "/created_resources".to_string())
    else {
        return;
    };
    let mut plans = vec![None; api.operations.len()];
    for (i, (op, place)) in api.operations.iter().zip(&model.places).enumerate() {
        let (Some(resource), Role::Create) = (place.resource, place.role) else {
            continue;
        };
        let (Some(t), Some(key)) = (&op.plan.tasks, &model.list[resource].task_key) else {
            continue;
        };
        let Some(poll) = &api.operations[t.poll].plan.poll else {
            continue;
        };
        let Some(read) = model.reader(resource) else { continue };
        let pointer = format!("{created}/{key}");
        let Some((ids, id_shape)) = member_chain(api, &poll.task, &pointer) else {
            continue;
        };
        let read_op = &api.operations[read];
        let read_place = &model.places[read];
        let Some(id_name) = &read_place.id_param else { continue };
        let Some(id_param) = read_op.params.iter().position(|p| &p.name == id_name) else {
            continue;
        };
        let id_fits = match (&id_shape, &read_op.params[id_param].shape) {
            (Shape::String, Shape::String | Shape::Format(_)) => true,
            (Shape::Integer(_), Shape::Integer(_)) => true,
            (Shape::String | Shape::Integer(_), Shape::Named(n)) => {
                matches!(api.ty(*n).kind, TypeKind::Scalar(_) | TypeKind::Enum(_))
            }
            _ => false,
        };
        if !id_fits || read_op.plan.success.single_json().is_none() {
            continue;
        }
        // Every other path parameter of the read comes from the request, held alike.
        let Some(scope) = same_params(op, &place.scope, read_op, &read_place.scope) else {
            continue;
        };
        let other_path_params = read_op
            .params
            .iter()
            .enumerate()
            .filter(|(ri, rp)| *ri != id_param && rp.location == ParamLocation::Path)
            .count();
        if scope.len() == other_path_params {
            plans[i] = Some(CreatedPlan {
                read,
                ids,
                id_shape,
                id_param,
                scope,
                pointer,
            });
        }
    }
    for (op, plan) in api.operations.iter_mut().zip(plans) {
        op.plan.created = plan;
    }
    plan_reread(api);
}

/// The parameters of `a` and `b` named by their scopes at the same positions, as
/// `(a's index, b's index)`, when each pair is held alike.
fn same_params(a: &Operation, a_scope: &[String], b: &Operation, b_scope: &[String]) -> Option<Vec<(usize, usize)>> {
    if a_scope.len() != b_scope.len() {
        return None;
    }
    a_scope
        .iter()
        .zip(b_scope)
        .map(|(an, bn)| {
            let ai = a
                .params
                .iter()
                .position(|p| &p.name == an && p.location == ParamLocation::Path)?;
            let bi = b
                .params
                .iter()
                .position(|p| &p.name == bn && p.location == ParamLocation::Path)?;
            let (ap, bp) = (&a.params[ai], &b.params[bi]);
            (ap.shape == bp.shape && ap.client_default == bp.client_default).then_some((ai, bi))
        })
        .collect()
}

/// Fills [`OperationPlan::reread`]: an update, replacement or action on one record that starts
/// tasks, where an operation reads that record with path parameters this one has too.
fn plan_reread(api: &mut Api) {
    let model = &api.resources;
    let mut plans = vec![None; api.operations.len()];
    for (i, (op, place)) in api.operations.iter().zip(&model.places).enumerate() {
        let (Some(resource), Role::Update | Role::Replace | Role::Action) = (place.resource, place.role) else {
            continue;
        };
        if op.plan.tasks.is_none() {
            continue;
        }
        let Some(read) = model.reader(resource) else { continue };
        let read_op = &api.operations[read];
        let read_place = &model.places[read];
        if read_op.plan.success.single_json().is_none() {
            continue;
        }
        let (Some(own_id), Some(read_id)) = (&place.id_param, &read_place.id_param) else {
            continue;
        };
        let mine: Vec<String> = place.scope.iter().chain([own_id]).cloned().collect();
        let theirs: Vec<String> = read_place.scope.iter().chain([read_id]).cloned().collect();
        let Some(params) = same_params(op, &mine, read_op, &theirs) else {
            continue;
        };
        let path_params = read_op
            .params
            .iter()
            .filter(|p| p.location == ParamLocation::Path)
            .count();
        if params.len() == path_params {
            plans[i] = Some(RereadPlan { read, params });
        }
    }
    for (op, plan) in api.operations.iter_mut().zip(plans) {
        op.plan.reread = plan;
    }
}

/// The struct shape a member pointer reaches, if it is one.
fn member_chain_to_struct(api: &Api, shape: &Shape, member: &str) -> Option<TypeId> {
    let Shape::Named(id) = shape else { return None };
    let TypeKind::Struct(s) = &api.ty(*id).kind else {
        return None;
    };
    let f = s.fields.iter().find(|f| f.name == member)?;
    match &f.shape {
        Shape::Named(t) => Some(*t),
        Shape::Nullable(inner) => match inner.as_ref() {
            Shape::Named(t) => Some(*t),
            _ => None,
        },
        _ => None,
    }
}

/// The members a JSON pointer names inside `shape`, each however it is held, ending at a list:
/// the list's item shape.
fn member_chain(api: &Api, shape: &Shape, pointer: &str) -> Option<(Vec<(Ident, Held)>, Shape)> {
    let mut steps = Vec::new();
    let mut at = shape.clone();
    for seg in pointer.split('/').skip(1) {
        let Shape::Named(id) = at else { return None };
        let TypeKind::Struct(s) = &api.ty(id).kind else {
            return None;
        };
        let f = s.fields.iter().find(|f| f.name == seg)?;
        let nullable = matches!(f.shape, Shape::Nullable(_));
        steps.push((
            f.rust_name.clone(),
            match (f.required, nullable) {
                (true, false) => Held::Required,
                (true, true) | (false, false) => Held::Option,
                (false, true) => Held::Nullable,
            },
        ));
        at = match &f.shape {
            Shape::Nullable(inner) => inner.as_ref().clone(),
            s => s.clone(),
        };
    }
    match at {
        Shape::Array(a) if matches!(a.items, Shape::String | Shape::Integer(_)) => Some((steps, a.items.clone())),
        _ => None,
    }
}
