// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev The DAO certification NFT as seen by the sale contract and by the platform.
interface IDaoNFT {
    /// @dev What a DAO NFT records about itself.
    struct TokenInfo {
        string name;
        string symbol;
        uint32 stage;
        uint8 grade;
        string url;
    }

    /// @dev Token `tokenId` was minted to `to` in sale stage `stage` with grade `grade`.
    event Minted(address indexed to, uint256 indexed tokenId, uint32 stage, uint8 grade);

    /// @dev Mints `tokenId` to `to` with its name, symbol, sale stage, grade and metadata url.
    function mint(
        address to,
        uint256 tokenId,
        string calldata name,
        string calldata symbol,
        uint32 stage,
        uint8 grade,
        string calldata url
    ) external;

    /// @dev What token `tokenId` records; reverts if it does not exist.
    function tokenInfo(uint256 tokenId) external view returns (TokenInfo memory);

    /// @dev The token ids held by `owner`.
    function tokensOfOwner(address owner) external view returns (uint256[] memory);
}
