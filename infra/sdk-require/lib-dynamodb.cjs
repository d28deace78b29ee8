// The bundle requires @aws-sdk/lib-dynamodb from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/lib-dynamodb';
module.exports = require(sdk);
