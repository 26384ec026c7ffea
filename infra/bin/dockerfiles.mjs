#!/usr/bin/env node
// `node infra/bin/dockerfiles.mjs`: (re)writes services/<area>/Dockerfile from
// infra/docker/service.Dockerfile for every service, and frontends/<area>/Dockerfile from
// infra/docker/remote.Dockerfile for every remote (see infra/lib/service-dockerfiles.mjs).
import { writeRemoteDockerfiles, writeServiceDockerfiles } from '../lib/service-dockerfiles.mjs';

const changed = [...writeServiceDockerfiles(), ...writeRemoteDockerfiles()];
console.log(
  changed.length
    ? `wrote ${changed.join(', ')}`
    : 'every services/<area>/Dockerfile and frontends/<area>/Dockerfile is up to date',
);
