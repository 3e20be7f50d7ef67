//! What a team writes against the provider's client: its volumes made, found, relabelled and
//! removed. The tests (`tests/volumes.rs`) run this code against the fake of the provider's
//! document, through the generated crate's `fake` feature.

use gcore_cloud::types::{
    AttachVolumeToInstanceSerializer, CreateNewVolumeSerializer, CreateTagsSerializer, CreateVolumeSerializer,
    UpdateTagsSerializer, UpdateVolumeSerializer, VolumeSerializer,
};
use gcore_cloud::{Client, Error, ValidationErrors};

/// Where the team's volumes live.
#[derive(Clone, Copy, Debug)]
pub struct Scope {
    pub project_id: i64,
    pub region_id: i64,
}

/// Why a volume could not be made or changed.
#[derive(Debug)]
pub enum VolumeError {
    /// A value the document forbids, found before anything was sent.
    Invalid(ValidationErrors),
    /// The API (or the transport) failed.
    Api(Error),
}

impl From<ValidationErrors> for VolumeError {
    fn from(e: ValidationErrors) -> Self {
        VolumeError::Invalid(e)
    }
}

impl From<Error> for VolumeError {
    fn from(e: Error) -> Self {
        VolumeError::Api(e)
    }
}

/// Makes a blank volume of `size_gib` with `tags` and waits until it exists.
pub async fn create_volume(
    client: &Client,
    scope: Scope,
    name: &str,
    size_gib: i64,
    tags: &[(&str, &str)],
) -> Result<VolumeSerializer, VolumeError> {
    let mut map = CreateTagsSerializer::default();
    for (k, v) in tags {
        map.insert(k.to_string(), v.to_string().try_into()?);
    }
    let body = CreateNewVolumeSerializer::builder()
        .name(name)
        .size(size_gib)
        .tags(map)
        .build()?;
    let mut made = client
        .volume_view_set_post()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .body(CreateVolumeSerializer::NewVolume(body))
        .send_and_wait_for_resources()
        .await?;
    Ok(made.remove(0))
}

/// One volume, read.
pub async fn read_volume(client: &Client, scope: Scope, id: &str) -> Result<VolumeSerializer, Error> {
    client
        .volume_instance_view_set_get()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .volume_id(id)
        .send()
        .await
}

/// The names of every volume in the scope, read page by page.
pub async fn volume_names(client: &Client, scope: Scope, page: i64) -> Result<Vec<String>, VolumeError> {
    let all = client
        .volume_view_set_get()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .limit(page)
        .collect_all()
        .await?;
    Ok(all.into_iter().map(|v| v.name).collect())
}

/// The names of the volumes in the scope that carry every one of these tag keys.
pub async fn volumes_tagged(client: &Client, scope: Scope, keys: &[&str]) -> Result<Vec<String>, VolumeError> {
    let page = client
        .volume_view_set_get()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .tag_key(keys.iter().copied())
        .send()
        .await?;
    Ok(page.results.into_iter().map(|v| v.name).collect())
}

/// Renames a volume, sets the tags in `set` and removes those in `remove` (a merge patch: the
/// others stay).
pub async fn relabel(
    client: &Client,
    scope: Scope,
    id: &str,
    name: &str,
    set: &[(&str, &str)],
    remove: &[&str],
) -> Result<VolumeSerializer, VolumeError> {
    let mut tags = UpdateTagsSerializer::default();
    for (k, v) in set {
        tags.insert(k.to_string(), Some(v.to_string().try_into()?));
    }
    for k in remove {
        tags.insert(k.to_string(), None);
    }
    let body = UpdateVolumeSerializer::builder().name(name).tags(tags).build()?;
    Ok(client
        .volume_instance_view_set_patch()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .volume_id(id)
        .body(body)
        .send()
        .await?)
}

/// Attaches a volume to a server and waits until it is attached.
pub async fn attach_volume(client: &Client, scope: Scope, id: &str, server_id: &str) -> Result<(), VolumeError> {
    let body = AttachVolumeToInstanceSerializer::builder()
        .instance_id(server_id)
        .build()?;
    client
        .volume_instance_attach_view_v2_post()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .volume_id(id)
        .body(body)
        .send_and_wait()
        .await?;
    Ok(())
}

/// The names of the volumes in the scope that are attached to a server.
pub async fn attached_volumes(client: &Client, scope: Scope) -> Result<Vec<String>, VolumeError> {
    let page = client
        .volume_view_set_get()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .has_attachments(true)
        .send()
        .await?;
    Ok(page.results.into_iter().map(|v| v.name).collect())
}

/// Deletes a volume and waits until it is gone.
pub async fn delete_volume(client: &Client, scope: Scope, id: &str) -> Result<(), VolumeError> {
    client
        .volume_instance_view_set_delete()
        .project_id(scope.project_id)
        .region_id(scope.region_id)
        .volume_id(id)
        .send_and_wait()
        .await?;
    Ok(())
}
